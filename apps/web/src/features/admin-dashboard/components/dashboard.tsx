import { formatNumber, orderStatusLabel, type OrderStatus } from '@snsshop/shared/common';
import type { Dashboard as DashboardData } from '@snsshop/shared/dashboard';
import { Link } from 'react-router';
import { adminScreens } from '../../../config/admin-screens';
import { useDashboard } from '../../../lib/admin/get-dashboard';
import { useCan } from '../../../lib/admin/get-admin-me';
import { AdminPage, Panel } from '../../../components/admin/admin-page';
import { won, when } from '../../../lib/admin/format';
import { QueryView } from '../../../components/admin/query-view';
import { LateDeliveries } from './late-deliveries';
import { ProviderBalances } from './provider-balances';
import { ProviderWarnings } from './provider-warnings';
import { MarginPanel } from './margin-panel';
import { ReconciliationPanel } from './reconciliation-panel';
import { StuckOrders } from './stuck-orders';
import { SweepsHealth } from './sweeps-health';
import { BackupStatus } from './backup-status';
import { Stat } from './stat';
import { WaitingWork } from './waiting-work';

/** Money in and out by period: only for a role that reads charges (the server sends it to no other). */
function MoneySummary({ today, month }: { today: NonNullable<DashboardData['today']>; month: NonNullable<DashboardData['month']> }) {
  return (
    <div className="adm-stats" role="list" aria-label="매출 요약">
      <div role="listitem">
        <Stat label="오늘 충전" value={won(today.topUps)} sub={`${formatNumber(today.topUpCount)}건 승인`} />
      </div>
      <div role="listitem">
        <Stat label="오늘 사용" value={won(today.spending)} sub={`주문 ${formatNumber(today.orderCount)}건`} />
      </div>
      <div role="listitem">
        <Stat label="이번 달 충전" value={won(month.topUps)} sub={`${formatNumber(month.topUpCount)}건 승인`} />
      </div>
      <div role="listitem">
        <Stat label="이번 달 사용" value={won(month.spending)} sub={`주문 ${formatNumber(month.orderCount)}건`} />
      </div>
    </div>
  );
}

/** Each panel only for a role whose permissions name it: a support agent sees the work, not the shop's money. */
function Overview({ d }: { d: DashboardData }) {
  const can = {
    money: useCan('charges.read'),
    orders: useCan('orders.read'),
    providers: useCan('providers.read'),
    margin: useCan('margin.read'),
    reconciliation: useCan('reconciliation'),
  };
  return (
    <>
      {can.money && d.today && d.month && <MoneySummary today={d.today} month={d.month} />}
      <WaitingWork d={d} />
      {can.providers && <ProviderWarnings />}
      <div className="adm-grid">
        {can.orders && (
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
        )}
        {can.providers && d.providers && <ProviderBalances providers={d.providers} />}
        <SweepsHealth jobs={d.jobs} />
        {d.backup && <BackupStatus backup={d.backup} />}
      </div>
      {can.margin && <MarginPanel />}
      {can.reconciliation && <ReconciliationPanel />}
      {can.orders && <StuckOrders orders={d.stuck.orders} />}
      {can.orders && <LateDeliveries late={d.lateDeliveries} />}
      <p className="adm-hint">기준 시각 {when(d.now)} · 1분마다 새로 고칩니다.</p>
    </>
  );
}

/** Today and this month at a glance, and what needs a person now. */
export function Dashboard() {
  const dashboard = useDashboard();
  const money = useCan('charges.read');
  return (
    <AdminPage
      title={adminScreens.dashboard.label}
      desc={money ? '오늘과 이번 달의 충전·사용 금액, 처리할 일과 시스템 상태를 한눈에 봅니다.' : '처리할 일과 시스템 상태를 한눈에 봅니다. 금액은 역할에 따라 보이지 않습니다.'}
    >
      <QueryView query={dashboard} what="대시보드">
        {(d) => <Overview d={d} />}
      </QueryView>
    </AdminPage>
  );
}
