import { formatDateTime, formatNumber, OrderStatus, orderStatusLabel } from '@snsshop/shared/common';
import type { OrderDetail } from '@snsshop/shared/orders';
import { Link } from 'react-router';
import { LoadError } from '../../../components/ui/load-error';
import { PageSpinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { useOrderDetail } from '../api/get-order-detail';
import { OrderReview } from './order-review';
import { OrderTimeline } from './order-timeline';
import { PriceLines } from './price-lines';
import { OrderTypeFields } from './order-type-fields';
import { SubscriptionRefundText } from './subscription-refund';
import { ServiceEta } from './service-eta';
import { ReorderLink } from './reorder';
import './order-history.css';
import './order-detail.css';

const ACTIVE: number[] = [OrderStatus.PENDING, OrderStatus.INPROGRESS, OrderStatus.PROCESSING];

export function OrderNotFound() {
  return (
    <div className="card empty-card">
      <p>주문을 찾을 수 없습니다.</p>
      <Link to={paths.orderHistory.path} className="btn btn--soft">
        주문내역으로
      </Link>
    </div>
  );
}

/** How the price was made (정가, 등급 할인, 쿠폰 할인, 결제 금액), given back, and what the order finally cost; each refund with how it was worked out. */
function Money({ d }: { d: OrderDetail }) {
  return (
    <section className="card order-detail__money" aria-labelledby="order-money-title">
      <h2 id="order-money-title" className="order-detail__section-title">
        결제와 환불
      </h2>
      <PriceLines quote={d.order.price} />
      <dl className="order-detail__sums">
        <div>
          <dt>환불 금액</dt>
          <dd>{formatNumber(d.order.refunded)}원</dd>
        </div>
        <div className="order-detail__spent">
          <dt>최종 사용 금액</dt>
          <dd>{formatNumber(d.spent)}원</dd>
        </div>
      </dl>
      {d.order.subscription && <SubscriptionRefundText order={d.order} />}
      {d.refunds.length > 0 && (
        <ul className="order-detail__refunds" aria-label="환불 내역">
          {d.refunds.map((r, i) => (
            <li key={i}>
              <span className="order-detail__refund-text">{r.text}</span>
              <time dateTime={r.at}>{formatDateTime(r.at)}</time>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Facts({ d }: { d: OrderDetail }) {
  const o = d.order;
  return (
    <dl className="order-detail__facts">
      <div>
        <dt>상품</dt>
        <dd>{d.serviceText}</dd>
      </div>
      <div className="order-detail__wide">
        <dt>{o.subscription ? '계정' : '링크'}</dt>
        <dd className="order-detail__link">{o.link}</dd>
      </div>
      {o.serviceType && (
        <div className="order-detail__wide">
          <dt>주문 내용</dt>
          <dd>
            <OrderTypeFields order={o} />
          </dd>
        </div>
      )}
      <div>
        <dt>수량</dt>
        <dd>{o.subscription ? `최대 ${formatNumber(o.amount)}개 (게시물 ${formatNumber(o.subscription.posts)}개분)` : `${formatNumber(o.amount)}개`}</dd>
      </div>
      <div>
        <dt>상태</dt>
        <dd>
          <span className={`order-status order-status--${o.status}`}>{orderStatusLabel[o.status as OrderStatus] ?? '-'}</span>
        </dd>
      </div>
      <div>
        <dt>주문일시</dt>
        <dd>{formatDateTime(o.createdAt)}</dd>
      </div>
      {d.autoOrder && (
        <div>
          <dt>자동주문</dt>
          <dd>
            <Link to={paths.autoOrderHistory.path}>
              {d.autoOrder.runNo != null ? `${formatNumber(d.autoOrder.runs)}회 중 ${formatNumber(d.autoOrder.runNo)}회차` : `${formatNumber(d.autoOrder.runs)}회 자동주문`}
            </Link>
          </dd>
        </div>
      )}
    </dl>
  );
}

/** One of the member's orders: facts, what happened when, and the money. */
export function OrderDetailView({ id }: { id: number }) {
  const detail = useOrderDetail(id);
  if (detail.isPending) return <PageSpinner />;
  if (detail.isError) {
    if (detail.error instanceof ApiError && detail.error.status === 404) return <OrderNotFound />;
    return <LoadError message="주문 정보를 불러오지 못했습니다." onRetry={() => void detail.refetch()} />;
  }
  const d = detail.data;
  return (
    <div className="order-detail">
      <section className="card order-detail__summary" aria-label="주문 정보">
        <Facts d={d} />
        {ACTIVE.includes(d.order.status) && <ServiceEta serviceId={d.order.serviceId} />}
        <div className="order-detail__actions">
          <ReorderLink order={d.order} />
        </div>
      </section>
      <section className="card" aria-labelledby="order-timeline-title">
        <h2 id="order-timeline-title" className="order-detail__section-title">
          진행 기록
        </h2>
        <OrderTimeline entries={d.timeline} />
      </section>
      <Money d={d} />
      <OrderReview orderId={d.order.id} />
    </div>
  );
}
