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

type HistoryRow = Pick<OrderRow, 'id' | 'status' | 'finished_at' | 'updated_at' | 'cancel_requested_at' | 'created_at'> & RefillPolicyRow;

/** Up to this many orders are asked about by id (one page holds at most 100); more go by member, as one query may carry only so many ids. */
const BY_ID_LIMIT = 500;

/** The refills of the finished ones among `orders`, oldest first: by their ids for a page, by member and time for a whole window. */
function refillsOf(db: Executor, memberId: number, orders: HistoryRow[]): Promise<RefillRow[]> {
  const finished = orders.filter((o) => o.status === OrderStatus.COMPLETED || o.status === OrderStatus.PARTIAL);
  if (finished.length === 0) return Promise.resolve([]);
  const q = db.selectFrom('refills').selectAll();
  // The orders are the member's own (read by member), so their ids alone pick their refills, along
  // refills_order; with the member beside them SQLite would walk every refill of the member instead.
  if (finished.length <= BY_ID_LIMIT) return q.where('order_id', 'in', finished.map((o) => o.id)).orderBy('requested_at').orderBy('id').execute();
  // A refill is requested after its order was placed: nothing older than the oldest order can be one of theirs.
  const since = finished.reduce((min, o) => (o.created_at < min ? o.created_at : min), finished[0]!.created_at);
  return q.where('member_id', '=', memberId).where('requested_at', '>=', since).orderBy('requested_at').orderBy('id').execute();
}

/**
 * The refill part of each order history row: whether 리필 요청 is offered now, and the latest
 * refill (absent when there is neither). One query for all rows, reading only the refills of the
 * rows asked about (a page's ten, not the member's whole history); orders that cannot have refills
 * (not finished) are not asked about.
 */
export async function orderRefillStates(db: Executor, clock: Clock, memberId: number, orders: HistoryRow[]): Promise<Map<number, OrderRefill>> {
  const out = new Map<number, OrderRefill>();
  const byOrder = new Map<number, RefillRow[]>();
  for (const r of await refillsOf(db, memberId, orders)) {
    const list = byOrder.get(r.order_id);
    if (list) list.push(r);
    else byOrder.set(r.order_id, [r]);
  }
  const nowMs = clock.now().getTime();
  for (const o of orders) {
    const mine = byOrder.get(o.id) ?? [];
    const last = mine.at(-1);
    const canRequest = refillRefusal(o, o, mine, nowMs) === null;
    // Rows with nothing to show about refill carry no refill part at all.
    if (canRequest || last) out.set(o.id, { canRequest, last: last ? toRefill(last) : null });
  }
  return out;
}
