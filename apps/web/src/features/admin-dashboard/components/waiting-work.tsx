import { formatNumber } from '@snsshop/shared/common';
import type { Dashboard } from '@snsshop/shared/dashboard';
import { adminScreens } from '../../../config/admin-screens';
import { won } from '../../../lib/admin/format';
import { useCan } from '../../../lib/admin/get-admin-me';
import { LATE_DELIVERIES_ID } from './late-deliveries';
import { Stat } from './stat';

const n = (count: number) => `${formatNumber(count)}건`;

/**
 * What waits for a person, each card only for a role that may open the screen where it is dealt with
 * (the server sends a count only to such a role, too): charges, deposits, refunds to decide and to
 * send, inquiries to answer, stuck orders and what late deliveries cost.
 */
export function WaitingWork({ d }: { d: Dashboard }) {
  const charges = useCan('charges.read');
  const refunds = useCan('refunds.read');
  const inquiries = useCan('inquiries.read');
  const orders = useCan('orders.read');
  const stuckTotal = d.stuck.notDispatched + d.stuck.held + d.stuck.noProgress + d.stuck.answerProblem;
  const late = d.lateDeliveries;
  const cards = [
    charges && d.pendingCharges !== undefined && <Stat label="승인 대기 충전" value={n(d.pendingCharges)} to={adminScreens.charges.path} alert={d.pendingCharges > 0} />,
    charges && d.waitingDeposits !== undefined && <Stat label="확인 필요한 입금" value={n(d.waitingDeposits)} to={`${adminScreens.charges.path}#deposits`} alert={d.waitingDeposits > 0} />,
    refunds && d.refundRequests !== undefined && <Stat label="결정할 환불 신청" value={n(d.refundRequests)} sub="승인 또는 거절" to={adminScreens.refunds.path} alert={d.refundRequests > 0} />,
    refunds && d.refundTransfers !== undefined && <Stat label="송금할 환불" value={n(d.refundTransfers)} sub="승인 후 아직 보내지 않음" to={adminScreens.refunds.path} alert={d.refundTransfers > 0} />,
    inquiries && d.openInquiries !== undefined && <Stat label="답변 대기 문의" value={n(d.openInquiries)} to={adminScreens.inquiries.path} alert={d.openInquiries > 0} />,
    orders && (
      <Stat
        label="멈춘 주문"
        value={n(stuckTotal)}
        sub={`미전송 ${d.stuck.notDispatched} · 확인 필요 ${d.stuck.held} · 진행 없음 ${d.stuck.noProgress} · 응답 확인 ${d.stuck.answerProblem}`}
        to={`${adminScreens.orders.path}?stuck=true`}
        alert={stuckTotal > 0}
      />
    ),
    orders && (
      <Stat
        label="강제 취소 후 공급처 작업"
        value={n(late.count)}
        sub={late.count === 0 ? '없음' : late.won !== undefined ? `쇼핑몰 부담 ${won(late.won)}` : undefined}
        to={late.count > 0 ? `#${LATE_DELIVERIES_ID}` : undefined}
        alert={late.count > 0}
      />
    ),
  ].filter(Boolean);
  if (cards.length === 0) return null;
  return (
    <div className="adm-stats" role="list" aria-label="처리할 일">
      {cards.map((card, i) => (
        <div role="listitem" key={i}>
          {card}
        </div>
      ))}
    </div>
  );
}
