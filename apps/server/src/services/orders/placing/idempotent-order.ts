import crypto from 'node:crypto';
import { msg, type Order } from '@snsshop/shared';
import type { Trx } from '../../../db/database.js';
import { conflict } from '../../../lib/errors.js';
import type { OrderInput } from './order-checks.js';

/** What makes two requests the same order: their fields, hashed (a comments order's text is 20 KB). */
function requestHash(input: OrderInput): string {
  const parts = [input.serviceId, input.link, input.amount, input.runs, input.interval, ...(input.fields ? [input.fields] : []), ...(input.couponCode ? [input.couponCode] : [])];
  return crypto.createHash('sha256').update(JSON.stringify(parts)).digest('hex');
}

/**
 * An Idempotency-Key claimed in the order's transaction: null when this request is the first (it goes
 * on and records its answer), or the first request's answer (nothing is placed again). The primary
 * key makes a concurrent twin wait here until the first transaction ends; a key reused for another
 * order is refused.
 */
export async function claimIdempotencyKey(trx: Trx, memberId: number, key: string, input: OrderInput, at: string): Promise<Order | null> {
  const hash = requestHash(input);
  const claimed = await trx
    .insertInto('idempotency_keys')
    .values({ member_id: memberId, key, request_hash: hash, response: null, created_at: at })
    .onConflict((oc) => oc.columns(['member_id', 'key']).doNothing())
    .returning('key')
    .executeTakeFirst();
  if (claimed) return null;
  const first = await trx.selectFrom('idempotency_keys').select(['request_hash', 'response']).where('member_id', '=', memberId).where('key', '=', key).executeTakeFirstOrThrow();
  if (first.request_hash !== hash || !first.response) throw conflict(msg.order.idempotencyMismatch);
  return JSON.parse(first.response) as Order;
}

/** The answer a claimed key gives from now on, in the same transaction as the order. */
export async function recordIdempotentAnswer(trx: Trx, memberId: number, key: string, order: Order): Promise<void> {
  await trx.updateTable('idempotency_keys').set({ response: JSON.stringify(order) }).where('member_id', '=', memberId).where('key', '=', key).execute();
}
