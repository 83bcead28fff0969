import { formatWon } from '@snsshop/shared/common';
import { Link } from 'react-router';
import type { ReconciliationDay } from '@snsshop/shared/refunds';
import { Panel } from '../../../components/admin/admin-page';
import { Badge } from '../../../components/admin/badges';
import { QueryView } from '../../../components/admin/query-view';
import { adminScreens } from '../../../config/admin-screens';
import { useReconciliation } from '../api/get-reconciliation';

function DayLine({ day }: { day: ReconciliationDay }) {
  const f = day.figures;
  return (
    <li className="adm-reconcile__day">
      <p>
        {day.differences.length === 0 ? <Badge tone="success">일치</Badge> : <Badge tone="danger">{`불일치 ${day.differences.length}건`}</Badge>} <strong>{day.day}</strong> · 입금 충전{' '}
        {formatWon(f.depositsCredited)} · 토스 {formatWon(f.tossDone)} − 취소 {formatWon(f.tossCancelled)} · 원장 충전 {formatWon(f.chargesCredited)} · 환불 송금{' '}
        {formatWon(f.refundsSent)}
      </p>
      {day.differences.map((d) => (
        <details key={d.check} className="adm-reconcile__diff">
          <summary>
            {d.check}: 기대 {formatWon(d.expected)}, 실제 {formatWon(d.actual)}
          </summary>
          <ul>
            {d.rows.map((r) => (
              <li key={`${r.type}-${r.id}`}>
                {r.type} #{r.id}
                {r.memberId !== null ? ` (회원 ${r.memberId})` : ''}: {r.detail}
              </li>
            ))}
          </ul>
        </details>
      ))}
    </li>
  );
}

/** The daily reconciliation: each finished day's money in against points credited, and what did not agree with the rows behind it. */
export function ReconciliationPanel() {
  const days = useReconciliation();
  return (
    <Panel
      title="일일 정산 대조"
      actions={
        <Link to={adminScreens.reconciliation.path} className="btn btn--soft btn--sm">
          정산 대조 화면
        </Link>
      }
    >
      <QueryView query={days} what="정산 대조">
        {(rows) =>
          rows.length === 0 ? (
            <p className="adm-hint">아직 대조한 날이 없습니다. 하루가 끝나면 자동으로 대조합니다.</p>
          ) : (
            <ul className="adm-reconcile">
              {rows.map((d) => (
                <DayLine key={d.day} day={d} />
              ))}
            </ul>
          )
        }
      </QueryView>
    </Panel>
  );
}
