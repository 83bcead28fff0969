import type { AdminMe } from '@snsshop/shared/staff';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { PageSpinner } from '../ui/spinner';
import { paths } from '../../config/paths';
import { ApiError } from '../../lib/api-client';
import { useAdminMe } from '../../lib/admin/get-admin-me';

const isNotFound = (err: unknown) => err instanceof ApiError && err.status === 404;

/**
 * The console opens only when the server says this member is staff. Anyone else gets the same
 * redirect as any unknown path, and nothing of the console is drawn before the answer. A staff
 * member signed in with the owner's temporary password (an invite) first chooses their own
 * (`passwordChange`); one whose session still needs its two-factor code (or who must enrol first)
 * then sees only that screen (`twoFactor`), before any console screen.
 */
export function AdminGate({ children, twoFactor, passwordChange }: { children: ReactNode; twoFactor: (me: AdminMe) => ReactNode; passwordChange: (me: AdminMe) => ReactNode }) {
  const me = useAdminMe();
  const notAdmin = !me.data && isNotFound(me.error);

  if (me.data?.passwordChange) return passwordChange(me.data);
  if (me.data) return me.data.twoFactor === 'enrol' || me.data.twoFactor === 'verify' ? twoFactor(me.data) : children;
  if (notAdmin) return <Navigate to={paths.order.path} replace />;
  if (me.isError) {
    return (
      <div className="page">
        <div className="card error-card" role="alert">
          <p>화면을 불러오지 못했습니다.</p>
          <button type="button" className="btn btn--primary" onClick={() => void me.refetch()}>
            다시 시도
          </button>
        </div>
      </div>
    );
  }
  return <PageSpinner />;
}
