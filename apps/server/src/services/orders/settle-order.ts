import { OrderStatus } from '@snsshop/shared';
import type { Db, Trx } from '../../db/database.js';
import { isoNow, type Clock } from '../../lib/clock.js';
import type { ProviderOrderStatus } from '../../providers/provider.js';
import { applyPointChange } from '../points/apply-point-change.js';

/** Statuses an order can still leave; the others are final. */
export const ACTIVE_STATUSES = [OrderStatus.PENDING, OrderStatus.INPROGRESS, OrderStatus.PROCESSING] as const;

/**
 * The undelivered share of what was paid: remains ÷ quantity × charge, rounded down to whole won
 * (never more than the undelivered part cost). BigInt, because charge × remains can pass 2^53.
 */
export function partialRefund(charge: number, quantity: number, remains: number): number {
  const r = Math.min(Math.max(remains, 0), quantity);
  return Number((BigInt(charge) * BigInt(r)) / BigInt(quantity));
}

interface OrderMoney {
  id: number;
  member_id: number;
  quantity: number;
  charge: number;
}

/**
 * Moves an active order to a final status and gives back what was not delivered, in the caller's
 * transaction. The conditional UPDATE lets only one caller finish an order; the ledger's unique
 * (kind, ref) index would refuse a second refund even if two got through.
 */
async function finish(trx: Trx, order: OrderMoney, status: 3 | 5 | 2, remains: number, startCount: number | null, at: string, error: string | null) {
  const refund = status === OrderStatus.CANCELED ? Number(order.charge) : status === OrderStatus.PARTIAL ? partialRefund(Number(order.charge), order.quantity, remains) : 0;
  const updated = await trx
    .updateTable('orders')
    .set({ status, remains, start_count: startCount, refunded: refund, finished_at: at, updated_at: at, next_dispatch_at: null, next_sync_at: null, last_error: error })
    .where('id', '=', order.id)
    .where('status', 'in', [...ACTIVE_STATUSES])
    .returning('id')
    .executeTakeFirst();
  if (!updated) return false;
  if (refund > 0) {
    await applyPointChange(trx, { memberId: order.member_id, delta: refund, kind: 'refund', refType: 'order', refId: order.id, at });
  }
  return true;
}

/** An UPDATE that changes nothing but locks the order for the rest of the transaction. */
const lockOrder = (trx: Trx, orderId: number) =>
  trx
    .updateTable('orders')
    .set((eb) => ({ updated_at: eb.ref('updated_at') }))
    .where('id', '=', orderId);

export type SettleOutcome = 'unchanged' | 'updated' | 'finished' | 'ignored';

/**
 * Applies what the provider reported. Start count and remains are kept as progress; a final
 * status refunds exactly once. A report that cannot carry a money decision (Partial without
 * remains) changes nothing and is recorded, so the next sync can try again.
 */
export async function settleOrder(db: Db, clock: Clock, orderId: number, report: ProviderOrderStatus): Promise<SettleOutcome> {
  return db.transaction().execute((trx) => settleOrderIn(trx, clock, orderId, report));
}

/** settleOrder inside the caller's transaction (an admin action settles and audits in one). */
export async function settleOrderIn(trx: Trx, clock: Clock, orderId: number, report: ProviderOrderStatus): Promise<SettleOutcome> {
  // Read through a no-op UPDATE: it locks the row (PostgreSQL) and takes SQLite's write lock at the
  // start, so a second process settling the same order waits instead of failing half way.
  const order = await lockOrder(trx, orderId)
    .where('status', 'in', [...ACTIVE_STATUSES])
    .returning(['id', 'member_id', 'quantity', 'charge', 'status', 'start_count', 'remains'])
    .executeTakeFirst();
  if (!order) return 'ignored';
  const at = isoNow(clock);
  const clamp = (n: number | null) => (n == null ? null : Math.min(Math.max(Math.trunc(n), 0), order.quantity));
  const remains = clamp(report.remains);
  const startCount = report.startCount ?? order.start_count;

  if (report.status === OrderStatus.COMPLETED) {
    return (await finish(trx, order, OrderStatus.COMPLETED, 0, startCount, at, null)) ? 'finished' : 'ignored';
  }
  if (report.status === OrderStatus.CANCELED) {
    return (await finish(trx, order, OrderStatus.CANCELED, order.quantity, startCount, at, null)) ? 'finished' : 'ignored';
  }
  if (report.status === OrderStatus.PARTIAL) {
    if (remains == null) {
      await trx.updateTable('orders').set({ last_error: 'Partial without remains', updated_at: at }).where('id', '=', order.id).execute();
      return 'unchanged';
    }
    return (await finish(trx, order, OrderStatus.PARTIAL, remains, startCount, at, null)) ? 'finished' : 'ignored';
  }
  if (report.status === order.status && remains === order.remains && startCount === order.start_count) return 'unchanged';
  await trx
    .updateTable('orders')
    .set({ status: report.status, remains: remains ?? order.remains, start_count: startCount, last_error: null, updated_at: at })
    .where('id', '=', order.id)
    .where('status', 'in', [...ACTIVE_STATUSES])
    .execute();
  return 'updated';
}

/** Gives up on an order that could not be sent upstream: Canceled, everything refunded, once. */
export async function cancelUndispatched(db: Db, clock: Clock, orderId: number, reason: string): Promise<boolean> {
  return db.transaction().execute((trx) => cancelUndispatchedIn(trx, clock, orderId, reason));
}

export async function cancelUndispatchedIn(trx: Trx, clock: Clock, orderId: number, reason: string): Promise<boolean> {
  const order = await lockOrder(trx, orderId)
    .where('provider_order_id', 'is', null)
    .returning(['id', 'member_id', 'quantity', 'charge'])
    .executeTakeFirst();
  if (!order) return false;
  return finish(trx, order, OrderStatus.CANCELED, order.quantity, null, isoNow(clock), reason.slice(0, 300));
}
