import { formatNumber } from '@snsshop/shared/common';
import type { Order } from '@snsshop/shared/orders';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { memberDetailPaths } from '../../../config/member-detail-paths';
import { PriceLines } from './price-lines';
import { ServiceEta } from './service-eta';

interface OrderSuccessCardProps {
  order: Order;
  serviceName: string | undefined;
  onClose: () => void;
}

/** Shown at the top of /order after an order went through (docs/storefront-rules.md §2). */
export function OrderSuccessCard({ order, serviceName, onClose }: OrderSuccessCardProps) {
  return (
    <section className="card order-success" aria-labelledby="order-success-title">
      <header className="order-success__head">
        <span className="order-success__icon" aria-hidden="true">
          ✓
        </span>
        <h2 id="order-success-title" className="order-success__title">
          주문이 접수되었습니다
        </h2>
        <button type="button" className="order-success__close" onClick={onClose} aria-label="주문 완료 안내 닫기">
          ×
        </button>
      </header>
      <dl className="order-success__facts">
        <div>
          <dt>주문번호</dt>
          <dd>{order.id}</dd>
        </div>
        <div>
          <dt>상품</dt>
          <dd>
            {serviceName ?? '상품'} <span className="muted">(상품번호 {order.serviceId})</span>
          </dd>
        </div>
        <div className="order-success__wide">
          <dt>{order.serviceType === 'Subscriptions' ? '계정' : '링크'}</dt>
          <dd className="order-success__link">{order.link}</dd>
        </div>
        <div>
          <dt>수량</dt>
          <dd>{formatNumber(order.amount)}개</dd>
        </div>
      </dl>
      <PriceLines quote={order.price} label="사용 포인트" />
      <ServiceEta serviceId={order.serviceId} />
      <div className="order-success__actions">
        <Link to={paths.orderHistory.path} className="btn btn--soft btn--sm order-success__more">
          주문내역 보기
        </Link>
        <Link to={memberDetailPaths.order(order.id)} className="btn btn--soft btn--sm order-success__more">
          진행 상황 보기
        </Link>
        {order.serviceType === 'Subscriptions' && (
          <Link to={memberDetailPaths.subscriptions} className="btn btn--soft btn--sm order-success__more">
            구독 보기
          </Link>
        )}
      </div>
    </section>
  );
}
