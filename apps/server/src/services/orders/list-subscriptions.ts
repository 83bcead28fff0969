import { msg, SUBSCRIPTIONS_PAGE_SIZE, type SubscriptionsPage } from '@snsshop/shared';
import { sql } from 'kysely';
import type { AppContext } from '../../context.js';
import { badRequest } from '../../lib/errors.js';
import { memberOrders, withRefills } from './list-orders.js';

interface Key {
  createdAt: string;
  id: number;
}

const encodeCursor = (k: Key) => Buffer.from(`${k.createdAt}|${k.id}`).toString('base64url');

function decodeCursor(cursor: string): Key {
  const [createdAt, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const n = Number(id);
  if (!createdAt || Number.isNaN(Date.parse(createdAt)) || !Number.isSafeInteger(n) || n <= 0) throw badRequest(msg.order.historyQueryInvalid);
  return { createdAt, id: n };
}

/**
 * orders.type_fields is `JSON.stringify({ type, fields })` (place-order.ts), so a subscription's
 * starts with this. Written out, not bound, so both databases use the partial index
 * orders_member_subscriptions (v0027), whose predicate is the same text.
 */
export const SUBSCRIPTION_ROWS = sql<boolean>`orders.type_fields LIKE '{"type":"Subscriptions",%'`;

/**
 * The member's own subscriptions (자동 좋아요 구독), newest first, by keyset on (created_at, id):
 * a page costs the same however many the member has, and no other member's row can be read
 * (memberOrders is the member's own rows only). Not limited to the history's 3 months: a
 * subscription may run longer than that.
 */
export async function listMemberSubscriptions(ctx: AppContext, memberId: number, query: { cursor?: string | undefined }): Promise<SubscriptionsPage> {
  const after = query.cursor === undefined ? null : decodeCursor(query.cursor);
  let q = memberOrders(ctx, memberId).where(SUBSCRIPTION_ROWS);
  if (after) q = q.where((eb) => eb(eb.refTuple('orders.created_at', 'orders.id'), '<', eb.tuple(after.createdAt, after.id)));
  const rows = await q
    .orderBy('orders.created_at', 'desc')
    .orderBy('orders.id', 'desc')
    .limit(SUBSCRIPTIONS_PAGE_SIZE + 1)
    .execute();
  const page = rows.slice(0, SUBSCRIPTIONS_PAGE_SIZE);
  const last = page.at(-1);
  const next = rows.length > SUBSCRIPTIONS_PAGE_SIZE && last ? encodeCursor({ createdAt: last.created_at, id: last.id }) : null;
  return { orders: await withRefills(ctx, memberId, page), next };
}
