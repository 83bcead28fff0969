import { formatNumber } from '@snsshop/shared/common';
import type { Order } from '@snsshop/shared/orders';

const ENDED = new Set(['Completed', 'Expired', 'Canceled']);

/**
 * A subscription's refund in words: it was paid for max × posts up front, and when it ends the unused
 * posts' share comes back — the server's charge × remains ÷ quantity, remains = unused posts × max.
 */
export function subscriptionRefundWords(order: Order): string | null {
  const sub = order.subscription;
  if (!sub) return null;
  const max = Number(order.fields?.max ?? 0);
  const unused = Math.max(sub.posts - sub.postsUsed, 0);
  const remains = unused * max;
  const paid = `게시물당 최대 ${formatNumber(max)}개 × 새 게시물 ${formatNumber(sub.posts)}개 = ${formatNumber(order.amount)}개분 ${formatNumber(order.point)}원을 먼저 결제했습니다.`;
  if (!ENDED.has(sub.state ?? '') && order.refunded === 0) return `${paid} 구독이 끝나면 쓰지 않은 게시물만큼 돌려드립니다 (지금까지 ${formatNumber(sub.postsUsed)}개 사용).`;
  if (order.refunded > 0 && order.refunded === order.point) return `${paid} 구독이 취소되어 ${formatNumber(order.point)}원 전액을 돌려드렸습니다.`;
  if (unused === 0 || order.amount === 0) return `${paid} 게시물 ${formatNumber(sub.posts)}개를 모두 사용해 돌려드릴 금액이 없습니다.`;
  const expected = Math.floor((order.point * remains) / order.amount);
  const arithmetic = `쓰지 않은 게시물 ${formatNumber(unused)}개 × 게시물당 최대 ${formatNumber(max)}개 = ${formatNumber(remains)}개분: 결제 ${formatNumber(order.point)}원 × ${formatNumber(remains)} ÷ ${formatNumber(order.amount)}`;
  if (order.refunded === 0) return `${paid} ${arithmetic} = ${formatNumber(expected)}원을 곧 돌려드립니다.`;
  return `${paid} ${arithmetic} = ${formatNumber(order.refunded)}원 환불.`;
}

export function SubscriptionRefundText({ order }: { order: Order }) {
  const words = subscriptionRefundWords(order);
  return words ? <p className="order-detail__sub-refund">{words}</p> : null;
}
