import { formatDateTime } from '@snsshop/shared/common';
import type { Dashboard } from '@snsshop/shared/dashboard';
import { Panel } from '../../../components/admin/admin-page';
import { Badge } from '../../../components/admin/badges';
import { sweepLabel } from '../../../lib/admin/format';

/** The in-process background sweeps: last run, last success and the last error, if any. */
export function SweepsHealth({ jobs }: { jobs: Dashboard['jobs'] }) {
  const sweeps = Object.entries(jobs.sweeps);
  return (
    <Panel title="자동 작업 상태">
      {!jobs.enabled && <p className="adm-error-text">자동 작업이 꺼져 있습니다 (서버 설정).</p>}
      <ul className="adm-health">
        {sweeps.map(([name, s]) => (
          <li key={name}>
            <span className="adm-health__name">{sweepLabel[name] ?? name}</span>
            {s.lastError ? <Badge tone="danger">오류</Badge> : s.runs === 0 ? <Badge>실행 전</Badge> : <Badge tone="success">정상</Badge>}
            <span className="adm-health__meta">
              마지막 실행 {formatDateTime(s.lastRunAt) || '-'} · 실행 {s.runs}회
              {s.lastError && (
                <>
                  <br />
                  <span className="adm-error-text">{s.lastError}</span>
                </>
              )}
            </span>
          </li>
        ))}
      </ul>
      <p className="adm-hint">
        전송 대기 {jobs.waitingDispatch}건{jobs.oldestWaitingSince ? ` (가장 오래된 주문 ${formatDateTime(jobs.oldestWaitingSince)})` : ''}
      </p>
    </Panel>
  );
}
