import { Link, useParams } from 'react-router';
import { OrderDetailView, OrderNotFound } from '../../features/orders/components/order-detail';
import { paths } from '../../config/paths';

const idOf = (raw: string | undefined) => (raw && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null);

export default function OrderDetailRoute() {
  const id = idOf(useParams().id);
  return (
    <div className="page page--medium">
      <header className="page-head">
        <Link to={paths.orderHistory.path} className="page-head__back">
          ← {paths.orderHistory.label}
        </Link>
        <h1 className="page-head__title">{id ? `주문 상세 (주문번호 ${id})` : '주문 상세'}</h1>
      </header>
      {id ? <OrderDetailView key={id} id={id} /> : <OrderNotFound />}
    </div>
  );
}
