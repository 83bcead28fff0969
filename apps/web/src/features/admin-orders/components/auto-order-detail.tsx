import { RouteIdScreen } from '../../../components/admin/route-id-screen';
import { formatNumber, formatPriceEach } from '@snsshop/shared/common';
import { Link } from 'react-router';
import { adminScreens } from '../../../config/admin-screens';
import { useAutoOrder } from '../api/get-auto-order';
import { useCancelAutoOrder } from '../api/cancel-auto-order';
import { AdminPage, Panel } from '../../../components/admin/admin-page';
import { AutoOrderStatusBadge } from '../../../components/admin/badges';
import { when, won } from '../../../lib/admin/format';
import { QueryView } from '../../../components/admin/query-view';
import { useConfirm } from '../../../components/admin/use-confirm';
import { OrderTable } from '../../../components/admin/order-table';
import { MemberLink } from '../../../components/admin/record-links';

function AutoOrder({ id }: { id: number }) {
  const detail = useAutoOrder(id);
  const cancel = useCancelAutoOrder();
  const { ask, dialog } = useConfirm();
  return (
    <QueryView query={detail} what="자동주문">
      {({ autoOrder: a, runs }) => (
        <AdminPage
          title={`자동주문 ${a.id}`}
          desc={<AutoOrderStatusBadge status={a.status} />}
          back={<Link to={adminScreens.autoOrders.path}>← 자동주문 목록</Link>}
          actions={
            a.status === 0 ? (
              <button
                type="button"
                className="btn btn--danger"
                disabled={cancel.isPending}
                onClick={() =>
                  ask({
                    title: '자동주문 취소',
                    message: `자동주문 ${a.id}의 남은 ${a.runs - a.completed}회 실행을 취소할까요? 이미 만들어진 주문은 그대로 진행되며, 필요하면 주문마다 따로 취소하세요.`,
                    confirmLabel: '취소하기',
                    onConfirm: () => cancel.mutate(a.id),
                  })
                }
              >
                자동주문 취소
              </button>
            ) : undefined
          }
        >
          {a.lastError && (
            <div className="form-error" role="status">
              마지막 오류: {a.lastError}
            </div>
          )}
          <Panel title="자동주문 정보">
            <dl className="adm-facts">
              {(
                [
                  ['회원', <MemberLink key="m" id={a.memberId}>{a.loginId}</MemberLink>],
                  ['상품', `${a.serviceText} (#${a.serviceId})`],
                  ['링크', a.link],
                  ['회당 수량', `${formatNumber(a.quantity)}개`],
                  ['실행', `${a.completed}/${a.runs}회`],
                  ['간격', `${formatNumber(a.interval)}분`],
                  ['단가', formatPriceEach(a.unitPriceE7)],
                  ['사용 금액', won(a.point)],
                  ['다음 실행', when(a.nextRunAt)],
                  ['주문 시각', when(a.createdAt)],
                  ['종료 시각', when(a.finishedAt)],
                ] as const
              ).map(([k, v]) => (
                <div key={k}>
                  <dt>{k}</dt>
                  <dd>{v}</dd>
                </div>
              ))}
            </dl>
          </Panel>
          <Panel title="실행된 주문">
            <OrderTable rows={runs} caption="자동주문으로 만들어진 주문" empty="아직 실행된 주문이 없습니다." />
          </Panel>
          {dialog}
        </AdminPage>
      )}
    </QueryView>
  );
}

/** One auto-order and its runs. */
export function AutoOrderDetail() {
  return <RouteIdScreen notFound="자동주문을 찾을 수 없습니다.">{(id) => <AutoOrder key={id} id={id} />}</RouteIdScreen>;
}
