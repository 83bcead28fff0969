import { OrderStatus, type OrderRefill, type Refill } from '@snsshop/shared';
import type { Executor } from '../../db/database.js';
import type { OrderRow, RefillRow } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import { refillRefusal, type RefillPolicyRow } from './refill-policy.js';
import { toRefill } from './refill-states.js';

/** Every refill of one order, oldest first: what the order detail timeline shows. */
export async function listOrderRefills(db: Executor, orderId: number): Promise<Refill[]> {
  const rows = await db.selectFrom('refills').selectAll().where('order_id', '=', orderId).orderBy('requested_at').orderBy('id').execute();
  return rows.map(toRefill);
}

type HistoryRow = Pick<OrderRow, 'id' | 'status' | 'finished_at' | 'updated_at' | 'cancel_requested_at'> & RefillPolicyRow;

/**
 * The refill part of each order history row: whether 리필 요청 is offered now, and the latest
 * refill (absent when there is neither). One query for all rows; orders that cannot have refills (not finished) are not asked about.
 */
export async function orderRefillStates(db: Executor, clock: Clock, memberId: number, orders: HistoryRow[]): Promise<Map<number, OrderRefill>> {
  const out = new Map<number, OrderRefill>();
  const finished = orders.some((o) => o.status === OrderStatus.COMPLETED || o.status === OrderStatus.PARTIAL);
  // By member, not by a list of order ids: a busy API reseller's history can hold more ids than one query may carry.
  const rows: RefillRow[] = finished ? await db.selectFrom('refills').selectAll().where('member_id', '=', memberId).orderBy('requested_at').orderBy('id').execute() : [];
  const nowMs = clock.now().getTime();
  for (const o of orders) {
    const mine = rows.filter((r) => r.order_id === o.id);
    const last = mine.at(-1);
    const canRequest = refillRefusal(o, o, mine, nowMs) === null;
    // Rows with nothing to show about refill carry no refill part at all.
    if (canRequest || last) out.set(o.id, { canRequest, last: last ? toRefill(last) : null });
  }
  return out;
}
