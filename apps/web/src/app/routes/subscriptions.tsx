import { OrderHistoryTabs } from '../../features/orders/components/order-history-tabs';
import { SubscriptionList } from '../../features/orders/components/subscription-list';
import { paths } from '../../config/paths';

export default function SubscriptionsRoute() {
  return (
    <div className="page">
      <header className="page-head">
        <h1 className="page-head__title">{paths.orderHistory.label}</h1>
        <p className="page-head__desc">자동 좋아요 구독의 진행 상황을 확인하고, 진행 중인 구독의 취소를 요청할 수 있습니다.</p>
      </header>
      <OrderHistoryTabs />
      <SubscriptionList />
    </div>
  );
}
