import { formatDateTime, formatNumber, OrderStatus } from '@snsshop/shared/common';
import type { OrderTimelineEntry } from '@snsshop/shared/orders';
import type { ReactNode } from 'react';

const finishedTitle: Record<number, string> = { [OrderStatus.COMPLETED]: '작업 완료', [OrderStatus.PARTIAL]: '부분 완료', [OrderStatus.CANCELED]: '주문 취소' };
const refillTitle = { requested: '리필(A/S) 요청', status: '리필 진행', completed: '리필 완료', rejected: '리필 거절' } as const;

/** Delivered of ordered as a bar, e.g. "63개 / 100개 (63%)". */
export function ProgressBar({ delivered, quantity }: { delivered: number; quantity: number }) {
  const pct = quantity > 0 ? Math.floor((delivered * 100) / quantity) : 0;
  return (
    <div className="order-progress">
      <div className="order-progress__track" role="progressbar" aria-label="진행률" aria-valuemin={0} aria-valuemax={quantity} aria-valuenow={delivered}>
        <span className="order-progress__fill" style={{ width: `${pct}%` }} />
      </div>
      <span className="order-progress__text">
        {formatNumber(delivered)}개 / {formatNumber(quantity)}개 ({pct}%)
      </span>
    </div>
  );
}

function describe(e: OrderTimelineEntry): { title: string; body?: ReactNode; tone?: 'good' | 'warn' | 'bad' } {
  switch (e.kind) {
    case 'placed':
      return { title: '주문 접수', body: `${formatNumber(e.quantity)}개 · ${formatNumber(e.charge)}원 결제` };
    case 'sent':
      return { title: '작업 요청', body: '주문이 작업 대기열에 들어갔습니다.' };
    case 'started':
      return { title: '작업 시작', body: e.startCount == null ? undefined : `시작 수량 ${formatNumber(e.startCount)}개` };
    case 'progress':
      return { title: '진행 상황', body: <ProgressBar delivered={e.delivered} quantity={e.quantity} /> };
    case 'cancel-requested':
      return { title: '취소 요청', body: '취소가 확인되면 남은 수량만큼 환불됩니다.' };
    case 'finished':
      return { title: finishedTitle[e.status] ?? '종료', tone: e.status === OrderStatus.COMPLETED ? 'good' : e.status === OrderStatus.PARTIAL ? 'warn' : 'bad' };
    case 'refund':
      return { title: '환불', body: e.text };
    case 'refill':
      return {
        title: e.event === 'status' && e.statusText ? `${refillTitle.status}: ${e.statusText}` : refillTitle[e.event],
        body: e.event === 'rejected' && e.reason ? `사유: ${e.reason}` : undefined,
        tone: e.event === 'completed' ? 'good' : e.event === 'rejected' ? 'bad' : undefined,
      };
  }
}

/** What happened to the order, oldest first. */
export function OrderTimeline({ entries }: { entries: readonly OrderTimelineEntry[] }) {
  return (
    <ol className="order-timeline" aria-label="진행 기록">
      {entries.map((e, i) => {
        const d = describe(e);
        return (
          <li key={`${e.kind}-${i}`} className={`order-timeline__item${d.tone ? ` order-timeline__item--${d.tone}` : ''}`}>
            <span className="order-timeline__dot" aria-hidden="true" />
            <div className="order-timeline__head">
              <strong className="order-timeline__title">{d.title}</strong>
              <time className="order-timeline__at" dateTime={e.at}>
                {formatDateTime(e.at)}
              </time>
            </div>
            {d.body && <div className="order-timeline__body">{d.body}</div>}
          </li>
        );
      })}
    </ol>
  );
}
