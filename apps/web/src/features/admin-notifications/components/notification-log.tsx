import { isAccountMessageEvent, notificationChannelLabel, notificationEventLabel, notificationStatus, notificationStatusLabel, type AdminNotification, type NotificationStatus } from '@snsshop/shared/notifications';
import { Badge } from '../../../components/admin/badges';
import { Panel } from '../../../components/admin/admin-page';
import { type Column } from '../../../components/ui/data-table';
import { when } from '../../../lib/admin/format';
import { useListParams } from '../../../lib/admin/use-list-params';
import { NOTIFICATION_PAGE_SIZE, useNotifications } from '../api/get-notifications';
import { useResendNotification } from '../api/resend-notification';
import { FilterSelect } from '../../../components/admin/filter-select';
import { ListView } from '../../../components/admin/list-view';

const tone: Record<NotificationStatus, 'neutral' | 'info' | 'success' | 'warn' | 'danger'> = { pending: 'info', sending: 'info', sent: 'success', failed: 'danger', unknown: 'warn', skipped: 'neutral' };
const isStatus = (v: string): v is NotificationStatus => (notificationStatus as readonly string[]).includes(v);

function ResendButton({ n }: { n: AdminNotification }) {
  const resend = useResendNotification();
  // A code or reset link sent again would be dead or one more key to the account: the member asks anew.
  if (isAccountMessageEvent(n.event)) return <span className="adm-hint">다시 보낼 수 없음</span>;
  if (n.status === 'pending' || n.status === 'sending') return <span className="adm-hint">-</span>;
  return (
    <button type="button" className="btn btn--soft btn--sm" disabled={resend.isPending} onClick={() => resend.mutate(n.id)} aria-label={`알림 ${n.id} 다시 보내기`}>
      다시 보내기
    </button>
  );
}

const columns: Column<AdminNotification>[] = [
  { key: 'createdAt', header: '일시', align: 'center', cell: (n) => when(n.createdAt) },
  { key: 'event', header: '알림', cell: (n) => <strong>{notificationEventLabel(n.event)}</strong> },
  { key: 'recipient', header: '받는 사람', cell: (n) => (n.memberLoginId ? `${n.memberLoginId} · ${n.recipient}` : n.memberId === null && !isAccountMessageEvent(n.event) ? `관리자 · ${n.recipient || '-'}` : n.recipient) },
  { key: 'channel', header: '경로', cell: (n) => (n.channel ? (notificationChannelLabel[n.channel] ?? n.channel) : '-') },
  { key: 'status', header: '상태', align: 'center', cell: (n) => <Badge tone={tone[n.status]}>{notificationStatusLabel[n.status]}</Badge> },
  { key: 'attempts', header: '시도', align: 'end', cell: (n) => `${n.attempts}회` },
  { key: 'lastError', header: '마지막 오류', className: 'adm-cell--wrap', cell: (n) => n.lastError ?? '-' },
  { key: 'resend', header: '다시 보내기', align: 'center', cell: (n) => <ResendButton n={n} /> },
];

/** Every notification with where it went and how it ended; failed or unknown ones can be sent again. */
export function NotificationLog() {
  const { values, page, after, setFilters, setPage } = useListParams(['status'] as const);
  const status = isStatus(values.status) ? values.status : undefined;
  const log = useNotifications({ status, page, after });
  return (
    <>
      <Panel>
        <div className="adm-filters">
          <FilterSelect label="상태" className="adm-notify-filter" value={status ?? ''} onChange={(v) => setFilters({ status: v })} choices={notificationStatus.map((s) => [s, notificationStatusLabel[s]] as const)} />
        </div>
      </Panel>
      <ListView
        query={log}
        what="알림 기록"
        caption="알림 발송 기록"
        columns={columns}
        rowKey={(n) => n.id}
        empty={<p>보낸 알림이 없습니다.</p>}
        paging={{ page: page, size: NOTIFICATION_PAGE_SIZE, onPage: setPage }}
      />
    </>
  );
}
