import type { AdminOrderDetail } from '@snsshop/shared/orders';
import { Panel } from '../../../components/admin/admin-page';
import { Badge } from '../../../components/admin/badges';
import { when } from '../../../lib/admin/format';

const eventLabel: Record<string, string> = { placed: '주문', dispatched: '전송', error: '오류', refund: '환불', finished: '종료', admin: '관리자' };

/** What happened to the order, oldest first: errors in red, refunds in amber. */
export function OrderEvents({ events }: { events: AdminOrderDetail['events'] }) {
  return (
    <Panel title="상태 기록">
      {events.length === 0 ? (
        <p className="adm-hint">기록이 없습니다.</p>
      ) : (
        <ol className="adm-events">
          {events.map((e, i) => (
            <li key={`${e.at}-${i}`}>
              <time dateTime={e.at}>{when(e.at)}</time>
              <span>
                <Badge tone={e.kind === 'error' ? 'danger' : e.kind === 'refund' ? 'warn' : 'neutral'}>{eventLabel[e.kind] ?? e.kind}</Badge> {e.text}
              </span>
            </li>
          ))}
        </ol>
      )}
    </Panel>
  );
}
