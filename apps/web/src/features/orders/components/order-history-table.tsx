import { formatDateTime, formatNumber, OrderStatus, orderStatusLabel } from '@snsshop/shared/common';
import type { Order } from '@snsshop/shared/orders';
import { Link } from 'react-router';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { memberDetailPaths } from '../../../config/member-detail-paths';
import { OrderRefill } from './order-refill';
import { OrderTypeFields } from './order-type-fields';
import { ReorderLink } from './reorder';

const count = (n: number | null) => (n === null ? '-' : formatNumber(n));
const isWebLink = (link: string) => /^https?:\/\//i.test(link);
/** Still running: a cancel asked for earlier is news only until the order ends (then its status says how). */
const stillRunning = (o: Order) => o.status === OrderStatus.PENDING || o.status === OrderStatus.INPROGRESS || o.status === OrderStatus.PROCESSING;

interface CancelProps {
  /** Opens the confirmation for this order. */
  onCancel: (order: Order) => void;
  cancelDisabled: boolean;
}

/** The status, then what the member can still do about it: 취소 요청 where it applies, 취소 요청됨 once asked, 리필, 다시 주문. */
function StatusCell({ order, onCancel, cancelDisabled }: { order: Order } & CancelProps) {
  return (
    <span className="order-history__status">
      <span className={`order-status order-status--${order.status}`}>{orderStatusLabel[order.status as OrderStatus] ?? '-'}</span>
      {order.cancelRequested && stillRunning(order) && <span className="order-status order-status--requested">취소 요청됨</span>}
      {order.canCancel && (
        <button type="button" className="btn btn--sm order-history__cancel" disabled={cancelDisabled} aria-label={`${order.id}번 주문 취소 요청`} onClick={() => onCancel(order)}>
          취소 요청
        </button>
      )}
      <OrderRefill order={order} />
      <ReorderLink order={order} className="btn btn--sm order-history__reorder" />
    </span>
  );
}

/** What the order finally cost, and the refund beside it where there was one (a cancel or a partial delivery). */
function CostCell({ order }: { order: Order }) {
  if (order.refunded <= 0) return <>{formatNumber(order.point)}</>;
  return (
    <span className="figure-with-note" title={`결제 ${formatNumber(order.point)}원 − 환불 ${formatNumber(order.refunded)}원`}>
      {formatNumber(order.point - order.refunded)}
      <small>환불 {formatNumber(order.refunded)}원</small>
    </span>
  );
}

function columns(serviceName: (id: number) => string, cancel: CancelProps): Column<Order>[] {
  return [
    {
      key: 'id',
      header: '주문번호',
      align: 'center',
      cell: (o) => (
        <Link to={memberDetailPaths.order(o.id)} className="order-history__id" aria-label={`${o.id}번 주문 상세 보기`}>
          {o.id}
        </Link>
      ),
    },
    { key: 'createdAt', header: '주문일시', cell: (o) => <time dateTime={o.createdAt}>{formatDateTime(o.createdAt)}</time>, align: 'center' },
    {
      key: 'service',
      header: '상품',
      cell: (o) => (
        <div className="order-history__service-cell">
          {serviceName(o.serviceId)}
          <OrderTypeFields order={o} />
        </div>
      ),
      className: 'order-history__service',
    },
    {
      key: 'link',
      header: '링크',
      className: 'order-history__link',
      cell: (o) =>
        isWebLink(o.link) ? (
          <a href={o.link} target="_blank" rel="noopener noreferrer" title={o.link}>
            {o.link}
          </a>
        ) : (
          <span title={o.link}>{o.link}</span>
        ),
    },
    { key: 'point', header: '사용 금액(원)', cell: (o) => <CostCell order={o} />, align: 'end' },
    { key: 'amount', header: '수량', cell: (o) => formatNumber(o.amount), align: 'end' },
    {
      key: 'status',
      header: '상태',
      align: 'center',
      cell: (o) => <StatusCell order={o} {...cancel} />,
    },
    { key: 'startCount', header: '주문 전 수량', cell: (o) => count(o.startCount), align: 'end' },
    { key: 'remains', header: '남은 수량', cell: (o) => count(o.remains), align: 'end' },
  ];
}

interface OrderHistoryTableProps extends CancelProps {
  rows: readonly Order[];
  serviceName: (id: number) => string;
}

/** The nine columns of docs/storefront-rules.md §2; cards on phones (see DataTable). */
export function OrderHistoryTable({ rows, serviceName, onCancel, cancelDisabled }: OrderHistoryTableProps) {
  return (
    <DataTable
      caption="주문내역"
      columns={columns(serviceName, { onCancel, cancelDisabled })}
      rows={rows}
      rowKey={(o) => o.id}
      empty={<p>선택한 상태의 주문이 없습니다.</p>}
    />
  );
}
