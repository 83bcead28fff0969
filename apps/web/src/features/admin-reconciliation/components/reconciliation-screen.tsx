import { useState } from 'react';
import { AdminPage } from '../../../components/admin/admin-page';
import { QueryView } from '../../../components/admin/query-view';
import { Chips, type ChipOption } from '../../../components/ui/chips';
import { adminScreens } from '../../../config/admin-screens';
import { useReconciliationDays, type ReconciliationView } from '../api/get-reconciliation-days';
import { useRunReconciliation } from '../api/run-reconciliation';
import { ReconciliationDayCard } from './reconciliation-day-card';
import { RunDayForm } from './run-day-form';
import './reconciliation.css';

const views: ChipOption<ReconciliationView>[] = [
  { value: 'differences', label: '차이가 있는 날' },
  { value: 'all', label: '최근 14일' },
];

/**
 * 정산 대조: each finished Korean day's money in (deposits and Toss as received — a tax invoice's
 * 11,000원, not its 10,000 points) and out against the points ledger; the days with differences
 * first, each with the rows behind it, and any day checked again on request.
 */
export function ReconciliationScreen() {
  const [view, setView] = useState<ReconciliationView>('differences');
  const days = useReconciliationDays(view);
  const run = useRunReconciliation();
  return (
    <AdminPage
      title={adminScreens.reconciliation.label}
      desc="하루가 끝나면 그날 받은 돈(계좌 입금·토스 결제, 세금계산서 충전은 부가세까지 받은 그대로)과 충전 포인트, 환불 송금, 포인트 원장을 맞춰 봅니다. 차이가 나면 어느 기록이 맞지 않는지 보여 줍니다. 맞춰 보기 전에 지난 7일의 토스 결제를 토스에서 다시 읽어, 웹훅이 오지 않은 토스 취소도 회수합니다."
      actions={<RunDayForm pending={run.isPending} onRun={(day) => run.mutate(day)} />}
    >
      <Chips options={views} value={view} onChange={setView} label="정산 대조 보기" />
      <QueryView query={days} what="정산 대조">
        {(list) =>
          list.length === 0 ? (
            <p className="card reconcile-empty">{view === 'differences' ? '차이가 있는 날이 없습니다. 모든 날이 일치합니다.' : '아직 맞춰 본 날이 없습니다. 하루가 끝나면 자동으로 맞춰 봅니다.'}</p>
          ) : (
            <div className="reconcile-days">
              {list.map((d) => (
                <ReconciliationDayCard key={d.day} day={d} running={run.isPending} onRun={(day) => run.mutate(day)} />
              ))}
            </div>
          )
        }
      </QueryView>
    </AdminPage>
  );
}
