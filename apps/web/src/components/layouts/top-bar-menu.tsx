import type { Profile } from '@snsshop/shared/auth';
import { AuthState, formatWon } from '@snsshop/shared/common';
import { useQueryClient } from '@tanstack/react-query';
import { NavLink, useNavigate } from 'react-router';
import { adminHome, paths } from '../../config/paths';
import { useAdminLink } from '../../lib/admin-hint';
import { setAuthState, startGuest } from '../../lib/auth-state';
import { useSettings } from '../../lib/get-settings';

const navClass = ({ isActive }: { isActive: boolean }) => `topbar-link${isActive ? ' is-active' : ''}`;

/** The member/guest page links: exactly the six of docs/storefront-rules.md §2 (top bar), in its order; 서비스 업데이트 is reached from /order and /qna. */
export function TopBarNav() {
  const qnaEnabled = useSettings().flag('ENABLE_QNA');
  const items = [paths.order, paths.orderHistory, paths.autoOrderHistory, paths.point, paths.guide, ...(qnaEnabled ? [paths.qna] : [])];
  return (
    <ul className="topbar-list">
      {items.map((item) => (
        <li key={item.path}>
          <NavLink to={item.path} className={navClass}>
            {item.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

interface TopBarActionsProps {
  state: AuthState;
  profile: Profile | null;
}

/** Right side: balance and account links for a member, sign-in actions otherwise. */
export function TopBarActions({ state, profile }: TopBarActionsProps) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const showAdmin = useAdminLink();

  if (state === AuthState.authorization) {
    return (
      <ul className="topbar-list topbar-list--actions">
        {showAdmin && (
          <li>
            <NavLink to={adminHome} className={navClass}>
              관리자
            </NavLink>
          </li>
        )}
        <li>
          <NavLink to={paths.point.path} className="balance" aria-label={`보유 포인트 ${formatWon(profile?.point)}, 충전하기`}>
            <span className="balance__amount">{formatWon(profile?.point)}</span>
            <span className="balance__badge">충전</span>
          </NavLink>
        </li>
        <li>
          <NavLink to={paths.account.path} className={navClass}>
            {paths.account.label}
          </NavLink>
        </li>
        <li>
          <NavLink to={paths.logout.path} className="topbar-link">
            {paths.logout.label}
          </NavLink>
        </li>
      </ul>
    );
  }

  // A guest leaves browse mode first: cached data is cleared and the state becomes unAuthorization.
  const leaveGuest = () => {
    if (state !== AuthState.guest) return;
    queryClient.clear();
    setAuthState(AuthState.unAuthorization);
  };
  const browse = () => {
    startGuest();
    void navigate(paths.order.path);
  };

  return (
    <ul className="topbar-list topbar-list--actions">
      <li>
        <NavLink to={paths.login.path} className={navClass} onClick={leaveGuest}>
          {paths.login.label}
        </NavLink>
      </li>
      <li>
        <NavLink to={paths.register.path} className="btn btn--primary btn--sm" onClick={leaveGuest}>
          {paths.register.label}
        </NavLink>
      </li>
      {state === AuthState.unAuthorization && (
        <li>
          <button type="button" className="btn btn--soft btn--sm" onClick={browse}>
            둘러보기
          </button>
        </li>
      )}
    </ul>
  );
}
