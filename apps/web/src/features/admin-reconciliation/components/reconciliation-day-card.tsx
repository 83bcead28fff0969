import { formatWon } from '@snsshop/shared/common';
import { reconciliationFigure, reconciliationRowTypeLabel, type ReconciliationDay, type ReconciliationDifference } from '@snsshop/shared/refunds';
import { Badge } from '../../../components/admin/badges';
import { MemberLink } from '../../../components/admin/record-links';
import { when } from '../../../lib/admin/format';

/** The rows behind one difference: which charge, ledger row, deposit or member does not agree, and how. */
function DifferenceRows({ d }: { d: ReconciliationDifference }) {
  return (
    <div className="reconcile-diff">
      <p className="reconcile-diff__head">
        <strong>{d.check}</strong>
        <span>
          기대 {reconciliationFigure(d.expected, d.unit)} · 실제 {reconciliationFigure(d.actual, d.unit)}
          {d.unit === 'won' ? ` · 차이 ${reconciliationFigure(d.actual - d.expected)}` : ''}
        </span>
      </p>
      {d.rows.length === 0 ? (
        <p className="adm-hint">하나하나 짚을 기록이 없는 합계의 차이입니다. 그날의 기록을 다시 확인해주세요.</p>
      ) : (
        <ul className="reconcile-rows" aria-label={`${d.check}의 기록`}>
          {d.rows.map((r) => (
            <li key={`${r.type}-${r.id}`}>
              <span className="reconcile-rows__what">
                {reconciliationRowTypeLabel[r.type] ?? r.type} #{r.id}
                {r.memberId !== null && (
                  <>
                    {' · '}
                    <MemberLink id={r.memberId}>회원 {r.memberId}</MemberLink>
                  </>
                )}
              </span>
              <span>{r.detail}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** One Korean day: what came in and went out, in 원 as received, and each difference with its rows. */
export function ReconciliationDayCard({ day, running, onRun }: { day: ReconciliationDay; running: boolean; onRun: (day: string) => void }) {
  const f = day.figures;
  const ok = day.differences.length === 0;
  return (
    <article className="card reconcile-day" aria-label={`${day.day} 정산 대조`}>
      <header className="reconcile-day__head">
        <div>
          <h2 className="reconcile-day__title">{day.day}</h2>
          {ok ? <Badge tone="success">일치</Badge> : <Badge tone="danger">{`차이 ${day.differences.length}건`}</Badge>}
          <span className="adm-hint"> 확인 {when(day.checkedAt)}</span>
        </div>
        <button type="button" className="btn btn--sm" disabled={running} onClick={() => onRun(day.day)} aria-label={`${day.day} 다시 맞춰 보기`}>
          다시 맞춰 보기
        </button>
      </header>
      <dl className="reconcile-figures">
        <div><dt>입금으로 받은 돈</dt><dd>{formatWon(f.depositsCredited)}</dd></div>
        <div><dt>토스 결제</dt><dd>{formatWon(f.tossDone)}</dd></div>
        <div><dt>토스 취소</dt><dd>{formatWon(f.tossCancelled)}</dd></div>
        <div><dt>원장 충전 포인트</dt><dd>{formatWon(f.chargesCredited)}</dd></div>
        <div><dt>환불 송금</dt><dd>{formatWon(f.refundsSent)}</dd></div>
      </dl>
      {day.differences.map((d) => (
        <DifferenceRows key={d.check} d={d} />
      ))}
    </article>
  );
}
