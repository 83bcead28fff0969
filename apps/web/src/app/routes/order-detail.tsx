import { parseRecordId } from '@snsshop/shared/common';
import { Link, useParams } from 'react-router';
import { OrderDetailView, OrderNotFound } from '../../features/orders/components/order-detail';
import { paths } from '../../config/paths';
import { memberDetailPaths } from '../../config/member-detail-paths';
import { OrderInquiryLinks } from '../../features/support/components/inquiry-entry';
import SubscriptionsRoute from './subscriptions';

/**
 * /order-history/:id, and /order-history/subscriptions (자동 좋아요 구독) beside it: one route in the
 * router, whose table sits in the landing page's entry chunk at its byte budget (issue 17).
 */
export default function OrderDetailRoute() {
  const raw = useParams().id;
  if (`/order-history/${raw}` === memberDetailPaths.subscriptions) return <SubscriptionsRoute />;
  return <OrderDetail raw={raw} />;
}

function OrderDetail({ raw }: { raw: string | undefined }) {
  const id = parseRecordId(raw ?? '');
  return (
    <div className="page page--medium">
      <header className="page-head">
        <Link to={paths.orderHistory.path} className="page-head__back">
          ← {paths.orderHistory.label}
        </Link>
        <h1 className="page-head__title">{id ? `주문 상세 (주문번호 ${id})` : '주문 상세'}</h1>
      </header>
      {id ? <OrderDetailView key={id} id={id} /> : <OrderNotFound />}
      {id && <OrderInquiryLinks orderId={id} />}
    </div>
  );
}
