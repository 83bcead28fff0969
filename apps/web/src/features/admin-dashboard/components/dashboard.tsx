import { formatNumber, orderStatusLabel, type OrderStatus } from '@snsshop/shared/common';
import type { Dashboard as DashboardData } from '@snsshop/shared/dashboard';
import { Link } from 'react-router';
import { adminScreens } from '../../../config/admin-screens';
import { useDashboard } from '../../../lib/admin/get-dashboard';
import { AdminPage, Panel } from '../../../components/admin/admin-page';
import { won, when } from '../../../lib/admin/format';
import { QueryView } from '../../../components/admin/query-view';
import { LATE_DELIVERIES_ID, LateDeliveries } from './late-deliveries';
import { ProviderBalances } from './provider-balances';
import { ProviderWarnings } from './provider-warnings';
import { MarginPanel } from './margin-panel';
import { ReconciliationPanel } from './reconciliation-panel';
import { StuckOrders } from './stuck-orders';
import { SweepsHealth } from './sweeps-health';
import { BackupStatus } from './backup-status';

function Stat({ label, value, sub, to, alert }: { label: string; value: string; sub?: string; to?: string; alert?: boolean }) {
  const body = (
    <>
      <span className="adm-stat__label">{label}</span>
      <strong className="adm-stat__value">{value}</strong>
      {sub && <span className="adm-stat__sub">{sub}</span>}
    </>
  );
  const className = `card adm-stat${alert ? ' adm-stat--alert' : ''}`;
  // A plain anchor for a section of this page, so the browser scrolls to it.
  if (to?.startsWith('#'))
    return (
      <a href={to} className={className}>
        {body}
      </a>
    );
  return to ? (
    <Link to={to} className={className}>
      {body}
    </Link>
  ) : (
    <div className={className}>{body}</div>
  );
}

function Overview({ d }: { d: DashboardData }) {
  const stuckTotal = d.stuck.notDispatched + d.stuck.held + d.stuck.noProgress + d.stuck.answerProblem;
  return (
    <>
      <div className="adm-stats" role="list" aria-label="매출 요약">
        <div role="listitem">
          <Stat label="오늘 충전" value={won(d.today.topUps)} sub={`${formatNumber(d.today.topUpCount)}건 승인`} />
        </div>
        <div role="listitem">
          <Stat label="오늘 사용" value={won(d.today.spending)} sub={`주문 ${formatNumber(d.today.orderCount)}건`} />
        </div>
        <div role="listitem">
          <Stat label="이번 달 충전" value={won(d.month.topUps)} sub={`${formatNumber(d.month.topUpCount)}건 승인`} />
        </div>
        <div role="listitem">
          <Stat label="이번 달 사용" value={won(d.month.spending)} sub={`주문 ${formatNumber(d.month.orderCount)}건`} />
        </div>
      </div>
      <div className="adm-stats" role="list" aria-label="처리할 일">
        <div role="listitem">
          <Stat label="승인 대기 충전" value={`${formatNumber(d.pendingCharges)}건`} to={adminScreens.charges.path} alert={d.pendingCharges > 0} />
        </div>
        <div role="listitem">
          <Stat label="확인 필요한 입금" value={`${formatNumber(d.waitingDeposits)}건`} to={`${adminScreens.charges.path}#deposits`} alert={d.waitingDeposits > 0} />
        </div>
        <div role="listitem">
          <Stat
            label="멈춘 주문"
            value={`${formatNumber(stuckTotal)}건`}
            sub={`미전송 ${d.stuck.notDispatched} · 확인 필요 ${d.stuck.held} · 진행 없음 ${d.stuck.noProgress} · 응답 확인 ${d.stuck.answerProblem}`}
            to={`${adminScreens.orders.path}?stuck=true`}
            alert={stuckTotal > 0}
          />
        </div>
        <div role="listitem">
          <Stat
            label="강제 취소 후 공급처 작업"
            value={`${formatNumber(d.lateDeliveries.count)}건`}
            sub={d.lateDeliveries.count > 0 ? `쇼핑몰 부담 ${won(d.lateDeliveries.won)}` : '없음'}
            to={d.lateDeliveries.count > 0 ? `#${LATE_DELIVERIES_ID}` : undefined}
            alert={d.lateDeliveries.count > 0}
          />
        </div>
      </div>
      <ProviderWarnings />
      <div className="adm-grid">
        <Panel title="상태별 주문">
          <ul className="adm-status-list">
            {d.ordersByStatus.map((s) => (
              <li key={s.status}>
                <Link to={`${adminScreens.orders.path}?status=${s.status}`}>
                  <span>{orderStatusLabel[s.status as OrderStatus] ?? s.status}</span>
                  <span>{formatNumber(s.count)}</span>
                </Link>
              </li>
            ))}
          </ul>
        </Panel>
        <ProviderBalances providers={d.providers} />
        <SweepsHealth jobs={d.jobs} />
        {d.backup && <BackupStatus backup={d.backup} />}
      </div>
      <MarginPanel />
      <ReconciliationPanel />
      <StuckOrders orders={d.stuck.orders} />
      <LateDeliveries late={d.lateDeliveries} />
      <p className="adm-hint">기준 시각 {when(d.now)} · 1분마다 새로 고칩니다.</p>
    </>
  );
}

/** Today and this month at a glance, and what needs a person now. */
export function Dashboard() {
  const dashboard = useDashboard();
  return (
    <AdminPage title={adminScreens.dashboard.label} desc="오늘과 이번 달의 충전·사용 금액, 처리할 일과 시스템 상태를 한눈에 봅니다.">
      <QueryView query={dashboard} what="대시보드">
        {(d) => <Overview d={d} />}
      </QueryView>
    </AdminPage>
  );
}
