import { AuthState, formatDateTime, formatNumber, msg, OrderStatus, orderStatusLabel } from '@snsshop/shared/common';
import { subscriptionStateLabels } from '@snsshop/shared/catalog';
import type { Order } from '@snsshop/shared/orders';
import { useState } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { LoadError } from '../../../components/ui/load-error';
import { PageSpinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { memberDetailPaths } from '../../../config/member-detail-paths';
import { useAuthState } from '../../../lib/auth-state';
import { useCancelOrder } from '../api/cancel-order';
import { useServices } from '../api/get-services';
import { useSubscriptions } from '../api/get-subscriptions';
import { SubscriptionRefundText } from './subscription-refund';
import './subscription-list.css';

/** The provider's word in Korean; before its first answer, the order's own status (대기, 진행 중 …). */
function stateText(o: Order): { text: string; tone: string } {
  const state = o.subscription?.state;
  if (state && subscriptionStateLabels[state]) return { text: subscriptionStateLabels[state], tone: state.toLowerCase() };
  return { text: orderStatusLabel[o.status as OrderStatus] ?? '-', tone: o.status === OrderStatus.CANCELED ? 'canceled' : 'waiting' };
}

function SubscriptionCard({ order, serviceName, onCancel, cancelDisabled }: { order: Order; serviceName: string; onCancel: (o: Order) => void; cancelDisabled: boolean }) {
  const sub = order.subscription!;
  const f = order.fields ?? {};
  const state = stateText(order);
  return (
    <li className="card subscription">
      <header className="subscription__head">
        <div>
          <p className="subscription__service">{serviceName}</p>
          <Link to={memberDetailPaths.order(order.id)} className="subscription__id">
            주문번호 {order.id} · {formatDateTime(order.createdAt)}
          </Link>
        </div>
        <span className={`subscription__state subscription__state--${state.tone}`}>{state.text}</span>
      </header>
      <dl className="subscription__facts">
        <div>
          <dt>계정</dt>
          <dd>@{f.username}</dd>
        </div>
        <div>
          <dt>게시물당 좋아요</dt>
          <dd>
            {formatNumber(Number(f.min))}~{formatNumber(Number(f.max))}개
          </dd>
        </div>
        <div>
          <dt>사용한 게시물</dt>
          <dd>
            {formatNumber(sub.postsUsed)} / {formatNumber(sub.posts)}개
          </dd>
        </div>
        <div>
          <dt>끝나는 날</dt>
          <dd>{sub.expiry ?? '정하지 않음'}</dd>
        </div>
        <div className="subscription__wide">
          <dt>하위 주문</dt>
          <dd>{sub.childOrders.length > 0 ? sub.childOrders.map((c) => `#${c}`).join(', ') : '아직 없음'}</dd>
        </div>
        <div>
          <dt>결제</dt>
          <dd>{formatNumber(order.point)}원</dd>
        </div>
        <div>
          <dt>환불</dt>
          <dd>{formatNumber(order.refunded)}원</dd>
        </div>
      </dl>
      <SubscriptionRefundText order={order} />
      {(order.canCancel || order.cancelRequested) && (
        <div className="subscription__actions">
          {order.cancelRequested ? (
            <span className="order-status order-status--requested">취소 요청됨</span>
          ) : (
            <button type="button" className="btn btn--sm" disabled={cancelDisabled} aria-label={`${order.id}번 구독 취소 요청`} onClick={() => onCancel(order)}>
              취소 요청
            </button>
          )}
        </div>
      )}
    </li>
  );
}

/** The member's subscriptions (자동 좋아요 구독): status, posts used of those bought, expiry, child orders, cancel. */
export function SubscriptionList() {
  const member = useAuthState() === AuthState.authorization;
  const list = useSubscriptions();
  const services = useServices();
  const cancel = useCancelOrder();
  const [asking, setAsking] = useState<Order | null>(null);

  if (!member) {
    return (
      <div className="card empty-card">
        <p>둘러보기 상태에서는 구독 내역이 없습니다. 로그인 후 이용해주세요.</p>
      </div>
    );
  }
  if (list.isPending) return <PageSpinner />;
  if (list.isError) return <LoadError message="구독 내역을 불러오지 못했습니다." onRetry={() => void list.refetch()} />;
  const orders = list.data.pages.flatMap((p) => p.orders);
  if (orders.length === 0) {
    return (
      <div className="card empty-card">
        <p>아직 자동 좋아요 구독이 없습니다. 새 게시물마다 좋아요를 받으려면 자동 좋아요 상품을 주문해보세요.</p>
        <Link to={paths.order.path} className="btn btn--primary">
          주문하러 가기
        </Link>
      </div>
    );
  }
  const names = new Map(services.data?.map((s) => [s.id, s.text]));
  return (
    <section className="subscriptions" aria-label="자동 좋아요 구독 목록">
      <ul className="subscriptions__list">
        {orders.map((o) => (
          <SubscriptionCard key={o.id} order={o} serviceName={names.get(o.serviceId) ?? `상품 #${o.serviceId}`} onCancel={setAsking} cancelDisabled={cancel.isPending} />
        ))}
      </ul>
      {list.hasNextPage && (
        <button type="button" className="btn btn--soft btn--block" disabled={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
          더 보기
        </button>
      )}
      <ConfirmDialog
        open={asking !== null}
        title={asking ? `${msg.order.cancelTitle} (주문번호 ${asking.id})` : msg.order.cancelTitle}
        message={`${msg.order.cancelConfirm} 구독이 끝나면 쓰지 않은 게시물만큼 돌려드립니다.`}
        confirmLabel="취소 요청"
        cancelLabel="닫기"
        onConfirm={() => {
          if (asking) cancel.mutate(asking.id);
          setAsking(null);
        }}
        onCancel={() => setAsking(null)}
      />
    </section>
  );
}
