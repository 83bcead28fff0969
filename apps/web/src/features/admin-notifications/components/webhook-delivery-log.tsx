import { webhookDeliveryStates, webhookDeliveryStatusLabel, type AdminWebhookDelivery, type WebhookDeliveryState } from '@snsshop/shared/notifications';
import { Link } from 'react-router';
import { Badge, OrderStatusBadge } from '../../../components/admin/badges';
import { Panel } from '../../../components/admin/admin-page';
import { type Column } from '../../../components/ui/data-table';
import { adminDetailPaths } from '../../../config/admin-screens';
import { when } from '../../../lib/admin/format';
import { useListParams } from '../../../lib/admin/use-list-params';
import { useWebhookDeliveries, WEBHOOK_DELIVERY_PAGE_SIZE } from '../api/get-webhook-deliveries';
import { useResendWebhookDelivery } from '../api/resend-webhook-delivery';
import { FilterSelect } from '../../../components/admin/filter-select';
import { ListView } from '../../../components/admin/list-view';

const tone: Record<WebhookDeliveryState, 'info' | 'success' | 'danger'> = { pending: 'info', sending: 'info', sent: 'success', failed: 'danger' };
const isState = (v: string): v is WebhookDeliveryState => (webhookDeliveryStates as readonly string[]).includes(v);

/** Only a given-up delivery can be sent again; one still being tried has its own next try. */
function ResendButton({ d }: { d: AdminWebhookDelivery }) {
  const resend = useResendWebhookDelivery();
  if (d.state !== 'failed') return <span className="adm-hint">-</span>;
  return (
    <button type="button" className="btn btn--soft btn--sm" disabled={resend.isPending} onClick={() => resend.mutate(d.id)} aria-label={`웹훅 ${d.id} 다시 보내기`}>
      다시 보내기
    </button>
  );
}

const columns: Column<AdminWebhookDelivery>[] = [
  { key: 'createdAt', header: '일시', align: 'center', cell: (d) => when(d.createdAt) },
  { key: 'member', header: '회원', cell: (d) => <Link to={adminDetailPaths.member(d.memberId)}>{d.memberLoginId ?? `탈퇴 회원 #${d.memberId}`}</Link> },
  { key: 'order', header: '주문', align: 'center', cell: (d) => <Link to={adminDetailPaths.order(d.orderId)}>#{d.orderId}</Link> },
  { key: 'orderStatus', header: '알린 상태', align: 'center', cell: (d) => <OrderStatusBadge status={d.orderStatus} /> },
  { key: 'state', header: '전송', align: 'center', cell: (d) => <Badge tone={tone[d.state]}>{webhookDeliveryStatusLabel[d.state]}</Badge> },
  { key: 'attempts', header: '시도', align: 'end', cell: (d) => `${d.attempts}회` },
  { key: 'responseStatus', header: '응답', align: 'center', cell: (d) => (d.responseStatus === null ? '-' : `HTTP ${d.responseStatus}`) },
  { key: 'lastError', header: '마지막 오류', className: 'adm-cell--wrap', cell: (d) => d.lastError ?? '-' },
  { key: 'sentAt', header: '전달 시각', align: 'center', cell: (d) => when(d.sentAt) },
  { key: 'resend', header: '다시 보내기', align: 'center', cell: (d) => <ResendButton d={d} /> },
];

/** Each order status change POSTed to a reseller's callback URL: how it went, and resending a failed one. */
export function WebhookDeliveryLog() {
  // `tab` is kept with the filter so changing it stays on this tab.
  const { values, page, after, setFilters, setPage } = useListParams(['tab', 'state'] as const);
  const state = isState(values.state) ? values.state : undefined;
  const log = useWebhookDeliveries({ state, page, after });
  return (
    <>
      <Panel>
        <div className="adm-filters">
          <FilterSelect label="전송 상태" className="adm-notify-filter" value={state ?? ''} onChange={(v) => setFilters({ state: v })} choices={webhookDeliveryStates.map((s) => [s, webhookDeliveryStatusLabel[s]] as const)} />
        </div>
        <p className="adm-hint">API 회원이 등록한 콜백 URL로 주문 상태가 바뀔 때마다 보낸 기록입니다. 실패한 전송은 시도 횟수를 0회부터 다시 세어 보냅니다.</p>
      </Panel>
      <ListView
        query={log}
        what="웹훅 전송 기록"
        caption="웹훅 전송 기록"
        columns={columns}
        rowKey={(d) => d.id}
        empty={<p>보낸 웹훅이 없습니다.</p>}
        paging={{ page: page, size: WEBHOOK_DELIVERY_PAGE_SIZE, onPage: setPage }}
      />
    </>
  );
}
