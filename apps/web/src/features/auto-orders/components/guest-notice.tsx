import { AuthState } from '@snsshop/shared/common';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { setAuthState } from '../../../lib/auth-state';

/** Browse mode has no auto-orders to show (docs/storefront-rules.md §6): explain and offer the way in. */
export function GuestNotice() {
  const queryClient = useQueryClient();
  // Same as the top bar: leaving browse mode clears cached data and sets unAuthorization.
  const leaveGuest = () => {
    queryClient.clear();
    setAuthState(AuthState.unAuthorization);
  };
  return (
    <div className="card empty-card">
      <p>
        <strong>로그인이 필요합니다.</strong>
        <br />
        둘러보기 상태에서는 자동주문내역을 볼 수 없습니다. 로그인하면 예약한 자동주문의 진행 상황을 확인할 수 있습니다.
      </p>
      <div className="auto-orders__guest-actions">
        <Link to={paths.login.path} className="btn btn--primary" onClick={leaveGuest}>
          {paths.login.label}
        </Link>
        <Link to={paths.register.path} className="btn btn--soft" onClick={leaveGuest}>
          {paths.register.label}
        </Link>
      </div>
    </div>
  );
}
