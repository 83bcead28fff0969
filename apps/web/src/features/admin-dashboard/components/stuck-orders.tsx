import type { AdminOrder } from '@snsshop/shared/orders';
import { Link } from 'react-router';
import { adminScreens } from '../../../config/admin-screens';
import { Panel } from '../../../components/admin/admin-page';
import { OrderTable } from '../../../components/admin/order-table';

/** Up to 20 orders that need a look, oldest first. */
export function StuckOrders({ orders }: { orders: AdminOrder[] }) {
  return (
    <Panel
      title="멈춘 주문"
      actions={
        <Link to={`${adminScreens.orders.path}?stuck=true`} className="btn btn--soft btn--sm">
          전체 보기
        </Link>
      }
    >
      <p className="adm-hint">10분 넘게 전송되지 않았거나, 전송 결과 확인이 필요하거나, 24시간 넘게 진행이 없는 주문입니다.</p>
      <OrderTable rows={orders} caption="멈춘 주문" empty="멈춘 주문이 없습니다." />
    </Panel>
  );
}
