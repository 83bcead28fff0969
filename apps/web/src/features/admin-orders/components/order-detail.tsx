import { RouteIdScreen } from '../../../components/admin/route-id-screen';
import { subscriptionStateLabel } from '@snsshop/shared/catalog';
import { answerProblemLabel, type AdminOrderDetail } from '@snsshop/shared/orders';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { adminDetailPaths, adminScreens } from '../../../config/admin-screens';
import { useOrder } from '../api/get-order';
import { AdminPage, Panel } from '../../../components/admin/admin-page';
import { Badge, OrderStatusBadge } from '../../../components/admin/badges';
import { count, when, won } from '../../../lib/admin/format';
import { QueryView } from '../../../components/admin/query-view';
import { LedgerTable } from '../../../components/admin/ledger-table';
import { FulfilmentBadge, FulfilmentBadges } from '../../../components/admin/fulfilment-badge';
import { OrderActions } from './order-actions';

const eventLabel: Record<string, string> = { placed: '주문', dispatched: '전송', error: '오류', refund: '환불', finished: '종료', admin: '관리자' };

function Facts({ d }: { d: AdminOrderDetail }) {
  const o = d.order;
  const facts: [string, ReactNode][] = [
    ['회원', <Link key="m" to={adminDetailPaths.member(o.memberId)} className="adm-link">{o.loginId}</Link>],
    ['상품', `${o.serviceText} (#${o.serviceId})`],
    ['링크', o.link],
    ['수량', count(o.quantity)],
    ['결제 금액', won(o.charge)],
    ['환불 금액', won(o.refunded)],
    ['시작 수량', count(o.startCount)],
    ['남은 수량', count(o.remains)],
    ['공급처', o.providerName ?? '기본(시뮬레이션)'],
    ['공급처 상품 번호', o.providerServiceId ?? '-'],
    ['공급처 주문번호', o.providerOrderId ?? '미전송'],
    ['처리 단계', <FulfilmentBadge key="f" order={o} />],
    ['전송 시도', `${o.dispatchAttempts}회${o.nextDispatchAt ? ` · 다음 ${when(o.nextDispatchAt)}` : ''}`],
    ['전송 시각', when(o.dispatchedAt)],
    ['전송 결과', o.sendUnknown ? '전송 결과 불명 (공급처에 주문이 있을 수 있음)' : o.providerOrderId ? '공급처 접수 확인' : '-'],
    ['취소 요청 시각', when(o.cancelRequestedAt)],
    ['주문 시각', when(o.createdAt)],
    ['마지막 변경', when(o.updatedAt)],
    ['종료 시각', when(o.finishedAt)],
  ];
  if (o.autoOrderId) facts.push(['자동주문', <Link key="a" to={adminDetailPaths.autoOrder(o.autoOrderId)} className="adm-link">{`#${o.autoOrderId} (${o.runNo ?? '-'}회차)`}</Link>]);
  return (
    <dl className="adm-facts">
      {facts.map(([k, v]) => (
        <div key={k}>
          <dt>{k}</dt>
          <dd>{v}</dd>
        </div>
      ))}
    </dl>
  );
}

/** What a typed order was placed with: each field under its label, long lists folded; a subscription's progress. */
function TypedFields({ typed }: { typed: NonNullable<AdminOrderDetail['typed']> }) {
  return (
    <Panel title={`주문 항목 · ${typed.label}`}>
      <dl className="adm-facts">
        {typed.fields.map((f) => (
          <div key={f.key}>
            <dt>{f.label}</dt>
            <dd>
              {f.lines ? (
                <details>
                  <summary>{`${f.value.split('\n').length.toLocaleString('ko-KR')}줄 보기`}</summary>
                  <pre className="adm-pre">{f.value}</pre>
                </details>
              ) : (
                f.value
              )}
            </dd>
          </div>
        ))}
        {typed.subscription && (
          <>
            <div>
              <dt>구독 상태</dt>
              <dd>{subscriptionStateLabel(typed.subscription.state)}</dd>
            </div>
            <div>
              <dt>사용한 게시물</dt>
              <dd>{`${typed.subscription.postsUsed.toLocaleString('ko-KR')} / ${typed.subscription.posts.toLocaleString('ko-KR')}개`}</dd>
            </div>
            <div>
              <dt>공급처 하위 주문</dt>
              <dd>{typed.subscription.childOrders.length === 0 ? '-' : typed.subscription.childOrders.join(', ')}</dd>
            </div>
          </>
        )}
      </dl>
    </Panel>
  );
}

/** A provider worked the order after the owner forced a local cancel: the member kept the refund, the shop bears this. */
function LateDelivery({ order: o }: { order: AdminOrderDetail['order'] }) {
  return (
    <Panel title="강제 취소 후 공급처 작업">
      <p className="adm-hint">강제 취소하고 전액 환불한 뒤에 공급처가 작업을 진행했습니다. 회원에게 다시 청구하거나 환불을 되돌리지 않으며, 아래 금액은 쇼핑몰이 부담합니다.</p>
      <dl className="adm-facts">
        <div>
          <dt>작업된 수량</dt>
          <dd>{count(o.lateDelivered)}</dd>
        </div>
        <div>
          <dt>금액(회원 가격 기준)</dt>
          <dd>{won(o.lateDeliveryWon)}</dd>
        </div>
        <div>
          <dt>확인 시각</dt>
          <dd>{when(o.lateDeliveryAt)}</dd>
        </div>
      </dl>
    </Panel>
  );
}

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
            <Facts d={d} />
          </Panel>
          {d.typed && <TypedFields typed={d.typed} />}
          <Panel title="처리">
            <OrderActions order={d.order} />
          </Panel>
          <div className="adm-grid">
            <Panel title="상태 기록">
              {d.events.length === 0 ? (
                <p className="adm-hint">기록이 없습니다.</p>
              ) : (
                <ol className="adm-events">
                  {d.events.map((e, i) => (
                    <li key={`${e.at}-${i}`}>
                      <time dateTime={e.at}>{when(e.at)}</time>
                      <span>
                        <Badge tone={e.kind === 'error' ? 'danger' : e.kind === 'refund' ? 'warn' : 'neutral'}>{eventLabel[e.kind] ?? e.kind}</Badge> {e.text}
                      </span>
                    </li>
                  ))}
                </ol>
              )}
            </Panel>
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
