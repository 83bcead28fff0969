import { AutoOrderHistory } from '../../features/auto-orders/components/auto-order-history';
import { paths } from '../../config/paths';

export default function AutoOrderHistoryRoute() {
  return (
    <div className="page">
      <header className="page-head">
        <h1 className="page-head__title">{paths.autoOrderHistory.label}</h1>
        <p className="page-head__desc">예약한 자동주문의 진행 상황을 확인하고, 진행 중인 자동주문을 취소할 수 있습니다.</p>
      </header>
      <AutoOrderHistory />
    </div>
  );
}
