import { OrderHistory } from '../../features/orders/components/order-history';
import { OrderHistoryTabs } from '../../features/orders/components/order-history-tabs';
import { paths } from '../../config/paths';

export default function OrderHistoryRoute() {
  return (
    <div className="page">
      <header className="page-head">
        <h1 className="page-head__title">{paths.orderHistory.label}</h1>
        <p className="page-head__desc">최근 3개월 동안의 주문을 확인할 수 있습니다.</p>
      </header>
      <OrderHistoryTabs />
      <OrderHistory />
    </div>
  );
}
