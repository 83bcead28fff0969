import { OrderStatus, subscriptionSize, type AnswerProblem } from '@snsshop/shared';
import type { Trx } from '../../db/database.js';
import type { ProviderOrderStatus, SubscriptionReport, SubscriptionState } from '../../providers/provider.js';

/** Why an answer cannot be acted on (kept for the owner; nothing about money changes). */
export interface AnswerFlag {
  problem: AnswerProblem;
  lastError: string;
}
/** A report the order can act on, or why it cannot. */
export type OrderReading = ProviderOrderStatus | AnswerFlag;

/** What a problem leaves in last_error (the console's 마지막 오류). */
const problemText: Record<AnswerProblem, string> = {
  unreadable: 'Unreadable status entry',
  partial_without_remains: 'Partial without remains',
  ended_without_posts: 'Subscription status without posts',
};
export const problem = (p: AnswerProblem, lastError = problemText[p]): AnswerFlag => ({ problem: p, lastError });

/**
 * An ordinary order's reading of a report. A subscription-shaped answer for it (Active, Paused — an
 * order still running) is read as the order's status; Expired is no word orders use: unreadable.
 */
export function ordinaryReading(report: ProviderOrderStatus): OrderReading {
  if (!report.subscription) return report;
  if (report.subscription.state === 'Expired') return problem('unreadable', 'Unknown status "Expired" for an order');
  const { subscription: _sub, ...asOrder } = report;
  return asOrder;
}

/** A subscription's state from an answer that was not subscription-shaped (`{"status":"Completed"}`): posts unknown. */
const stateOf: Partial<Record<number, SubscriptionState>> = {
  [OrderStatus.INPROGRESS]: 'Active',
  [OrderStatus.PROCESSING]: 'Active',
  [OrderStatus.COMPLETED]: 'Completed',
  [OrderStatus.CANCELED]: 'Canceled',
};

/**
 * A subscription's answer in the order's own terms, read from `posts` and `orders` alone. It was paid
 * as max × posts; each post the provider reports used takes one post's share, and when it ends
 * (Completed, Expired, Canceled) the unused posts are what remains: remains = unused posts × max,
 * refunded once by finishOrder like any Partial. A Canceled subscription that used posts is a Partial,
 * never a full refund; one that used none is Canceled. Posts used never go back (a lower count is an
 * older answer) and never pass the posts bought. While it runs, unknown posts keep the count it had;
 * an end without posts is a problem (no money decision without it). Pending stays as it is; Partial
 * with remains is taken as it is.
 */
export function subscriptionReading(order: { quantity: number; sub_posts_used: number | null }, fields: Readonly<Record<string, string>>, report: ProviderOrderStatus): OrderReading {
  if (!report.subscription && report.status === OrderStatus.PENDING) return { ...report, remains: null };
  // Partial with the likes left (an owner's decision, or a panel that says it so) is a figure money can rest on
  if (!report.subscription && report.status === OrderStatus.PARTIAL && report.remains !== null) return report;
  const state = report.subscription?.state ?? stateOf[report.status];
  if (state === undefined) return problem('ended_without_posts');
  const sub: SubscriptionReport = report.subscription ?? { state, posts: null, orders: null };
  const running = state === 'Active' || state === 'Paused';
  if (sub.posts === null && !running) return problem('ended_without_posts');
  const { posts, max } = subscriptionSize(fields);
  const used = Math.min(Math.max(sub.posts ?? 0, order.sub_posts_used ?? 0), posts);
  const remains = Math.min((posts - used) * max, order.quantity);
  const status = running ? OrderStatus.INPROGRESS : used === posts ? OrderStatus.COMPLETED : used === 0 && state === 'Canceled' ? OrderStatus.CANCELED : OrderStatus.PARTIAL;
  return { status, startCount: null, remains, charge: report.charge, subscription: { state, posts: used, orders: sub.orders } };
}

/** What the provider said of a subscription, kept for the member's page (state, posts used, child orders: unsaid, the ones known). */
export async function recordSubscription(trx: Trx, orderId: number, sub: SubscriptionReport, posts: number) {
  await trx
    .updateTable('orders')
    .set({ sub_state: sub.state, sub_posts_used: Math.min(sub.posts ?? 0, posts), ...(sub.orders ? { sub_child_orders: JSON.stringify(sub.orders) } : {}) })
    .where('id', '=', orderId)
    .execute();
}
