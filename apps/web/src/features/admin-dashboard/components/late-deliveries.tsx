import type { Dashboard } from '@snsshop/shared/dashboard';
import { formatNumber } from '@snsshop/shared/common';
import { Panel } from '../../../components/admin/admin-page';
import { won } from '../../../lib/admin/format';
import { OrderTable } from '../../../components/admin/order-table';

export const LATE_DELIVERIES_ID = 'late-deliveries';

/** Orders a provider worked after the owner forced a local cancel: the cost the shop bore, newest first. */
export function LateDeliveries({ late }: { late: Dashboard['lateDeliveries'] }) {
  if (late.count === 0) return null;
  return (
    <section id={LATE_DELIVERIES_ID}>
      <Panel title="강제 취소 후 공급처 작업">
        <p className="adm-hint">
          강제 취소로 전액 환불한 뒤 공급처가 작업한 주문 {formatNumber(late.count)}건{late.won !== undefined ? `, 회원 가격 기준 ${won(late.won)}` : ''}입니다. 회원의 환불은 그대로 두며, 최근 20건을
          보여줍니다.
        </p>
        <OrderTable rows={late.orders} caption="강제 취소 후 공급처 작업" empty="해당 주문이 없습니다." />
      </Panel>
    </section>
  );
}
