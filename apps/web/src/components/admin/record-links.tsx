import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { adminDetailPaths } from '../../config/admin-screens';

/** A link to a member's page in the console. */
export function MemberLink({ id, children }: { id: number; children: ReactNode }) {
  return (
    <Link to={adminDetailPaths.member(id)} className="adm-link">
      {children}
    </Link>
  );
}

/** A link to an order's page in the console. */
export function OrderLink({ id, children, label }: { id: number; children: ReactNode; label?: string }) {
  return (
    <Link to={adminDetailPaths.order(id)} className="adm-link" aria-label={label}>
      {children}
    </Link>
  );
}
