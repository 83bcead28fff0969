import { answerProblemLabel } from '@snsshop/shared/orders';
import { Link } from 'react-router';
import { AdminPage, Panel } from '../../../components/admin/admin-page';
import { OrderStatusBadge } from '../../../components/admin/badges';
import { FulfilmentBadges } from '../../../components/admin/fulfilment-badge';
import { LedgerTable } from '../../../components/admin/ledger-table';
import { QueryView } from '../../../components/admin/query-view';
import { RouteIdScreen } from '../../../components/admin/route-id-screen';
import { adminScreens } from '../../../config/admin-screens';
import { useOrder } from '../api/get-order';
import { OrderActions } from './order-actions';
import { OrderEvents } from './order-events';
import { LateDelivery, OrderFacts } from './order-facts';
import { TypedFields } from './order-typed-fields';

function Order({ id }: { id: number }) {
  const order = useOrder(id);
  return (
    <QueryView query={order} what="주문">
      {(d) => (
        <AdminPage
          title={`주문 ${d.order.id}`}
          desc={
            <span className="adm-inline">
              <OrderStatusBadge status={d.order.status} />
              <FulfilmentBadges order={d.order} />
            </span>
          }
          back={<Link to={adminScreens.orders.path}>← 주문 목록</Link>}
        >
          {d.order.answerProblem ? (
            <div className="form-error" role="status">
              공급처 응답 확인 필요: {answerProblemLabel[d.order.answerProblem]}. 포인트는 바뀌지 않았고 다음 조회 때 다시 묻습니다. 공급처 패널에서 이 주문을 확인해 주세요.
              <code className="adm-panel-words">받은 응답: {d.order.answerWords ?? '-'}</code>
            </div>
          ) : (
            d.order.lastError && (
              <div className="form-error" role="status">
                마지막 오류: {d.order.lastError}
              </div>
            )
          )}
          {d.order.lateDelivered !== null && <LateDelivery order={d.order} />}
          <Panel title="주문 정보">
            <OrderFacts d={d} />
          </Panel>
          {d.typed && <TypedFields typed={d.typed} />}
          <Panel title="처리">
            <OrderActions order={d.order} />
          </Panel>
          <div className="adm-grid">
            <OrderEvents events={d.events} />
            <Panel title="포인트 내역 (결제·환불)">
              <LedgerTable rows={d.ledger} caption="주문의 포인트 내역" />
            </Panel>
          </div>
        </AdminPage>
      )}
    </QueryView>
  );
}

/** One order: provider ids, status history, refunds and the actions on it. */
export function OrderDetail() {
  return <RouteIdScreen notFound="주문을 찾을 수 없습니다.">{(id) => <Order key={id} id={id} />}</RouteIdScreen>;
}
