import type { AdminOrder } from '@snsshop/shared/orders';
import { DataTable, type Column } from '../ui/data-table';
import { OrderStatusBadge } from './badges';
import { count, when, won } from '../../lib/admin/format';
import { FulfilmentBadges } from './fulfilment-badge';
import { MemberLink, OrderLink } from './record-links';

const columns: Column<AdminOrder>[] = [
  {
    key: 'id',
    header: '주문번호',
    align: 'center',
    cell: (o) => (
      <OrderLink id={o.id} label={`주문 ${o.id} 상세`}>
        {o.id}
      </OrderLink>
    ),
  },
  { key: 'createdAt', header: '주문일시', align: 'center', cell: (o) => when(o.createdAt) },
  {
    key: 'member',
    header: '회원',
    cell: (o) => (
      <MemberLink id={o.memberId}>
        {o.loginId}
      </MemberLink>
    ),
  },
  { key: 'service', header: '상품', cell: (o) => <span className="adm-ellipsis" title={o.serviceText}>{o.serviceText}</span> },
  { key: 'link', header: '링크', cell: (o) => <span className="adm-ellipsis" title={o.link}>{o.link}</span> },
  { key: 'quantity', header: '수량', align: 'end', cell: (o) => count(o.quantity) },
  { key: 'charge', header: '결제 금액', align: 'end', cell: (o) => won(o.charge) },
  { key: 'refunded', header: '환불', align: 'end', cell: (o) => (o.refunded ? won(o.refunded) : '-') },
  {
    key: 'status',
    header: '상태',
    align: 'center',
    cell: (o) => (
      <span className="adm-inline">
        <OrderStatusBadge status={o.status} />
        <FulfilmentBadges order={o} />
      </span>
    ),
  },
  { key: 'provider', header: '공급처 주문번호', align: 'center', cell: (o) => o.providerOrderId ?? '미전송' },
];

/** Orders in the console: cards on phones (DataTable), links to the order and the member. */
export function OrderTable({ rows, caption = '주문 목록', empty = '조건에 맞는 주문이 없습니다.' }: { rows: AdminOrder[]; caption?: string; empty?: string }) {
  return <DataTable caption={caption} columns={columns} rows={rows} rowKey={(o) => o.id} empty={<p>{empty}</p>} />;
}
