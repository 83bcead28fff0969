import type { RoutePermission } from '@snsshop/shared/staff';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { mayOpen, useAdminMe } from '../../lib/admin/get-admin-me';
import { menuFor } from './admin-nav';

/**
 * A console screen the role may not open is, as on the server, a screen that does not exist for it:
 * the role lands on its first screen in the menu, as on any unknown console path. Drawn inside the
 * gate, which has read the role; without it the screen is drawn and the server refuses its data.
 */
export function AdminScreenGuard({ permission, children }: { permission: RoutePermission; children: ReactNode }) {
  const me = useAdminMe().data;
  if (!me || mayOpen(me, permission)) return children;
  const [, first] = menuFor(me)[0]!;
  return <Navigate to={first.path} replace />;
}
