import { NavLink } from 'react-router';
import { paths } from '../../../config/paths';
import { memberDetailPaths } from '../../../config/member-detail-paths';
import './order-history-tabs.css';

/** 주문내역 and the member's subscriptions (자동 좋아요 구독), side by side; the top bar stays as it is. */
export function OrderHistoryTabs() {
  const tab = ({ isActive }: { isActive: boolean }) => `order-tabs__tab${isActive ? ' order-tabs__tab--active' : ''}`;
  return (
    <nav className="order-tabs" aria-label="주문내역 보기">
      <NavLink to={paths.orderHistory.path} end className={tab}>
        전체 주문
      </NavLink>
      <NavLink to={memberDetailPaths.subscriptions} className={tab}>
        자동 좋아요 구독
      </NavLink>
    </nav>
  );
}
