import type { RoutePermission } from '@snsshop/shared/staff';
import type { ReactNode } from 'react';
import { ForbiddenScreen } from '../admin/forbidden-screen';
import { mayOpen, useAdminMe } from '../../lib/admin/get-admin-me';
import { menuFor } from './admin-nav';

/**
 * A console screen the role may not open (an address typed or kept from another role) says so in
 * Korean, with the reason, and asks nothing of that screen's data; the menu never offers it. Drawn
 * inside the gate, which has read the role; without it the screen is drawn and the server refuses its data.
 */
export function AdminScreenGuard({ permission, label, children }: { permission: RoutePermission; label: string; children: ReactNode }) {
  const me = useAdminMe().data;
  if (!me || mayOpen(me, permission)) return children;
  const [, first] = menuFor(me)[0]!;
  return <ForbiddenScreen screen={label} role={me.role} home={first} />;
}
