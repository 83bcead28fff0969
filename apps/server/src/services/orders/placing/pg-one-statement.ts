import type { Order } from '@snsshop/shared';
import type { QueryResult } from 'kysely';
import type { AppContext } from '../../../context.js';
import type { Executor } from '../../../db/database.js';
import { finishGuardedTake, pairArgsOf, pruneCounters, smallTakeMayCount, takeGuarded, wholeGuardedTaken, type FastRow, type PairArgs, type SmallStep, type TakeRow } from '../../../db/rate-counters.js';
import { PRUNE_SHARE } from '../../../db/rate-store.js';
import type { OrderRow } from '../../../db/schema.js';
import { isoNow } from '../../../lib/clock.js';
import { InsufficientPointsError } from '../../points/apply-point-change.js';
import { keepFacts, orderFromKept } from './kept-facts.js';
import { checkMember, orderLink, orderToPay, type OrderCaller, type OrderInput } from './order-checks.js';
import { orderContext } from './order-facts.js';
import { toOrder, type OrderViewRow } from './order-view.js';
import type { OrderCount } from './order-writer.js';
import { insertOrder, newOrder, type PaidOrder } from './paid-order.js';
import { checkedTaking, paidTaking, placeCheckedOrder, placePaidOrderStatement, type PaidOrderArgs } from './paid-order-statement.js';

/**
 * The fast writer's PostgreSQL order: a plain order (no Idempotency-Key, coupon or runs) without a
 * transaction, its take of the call's rate window in the same statement (see paid-order-statement.ts).
 */

/**
 * PostgreSQL: insertPaidOrder without a transaction — one statement (placePaidOrderStatement, or the
 * bare insert when the order costs nothing) — answering what the member's view needs. Throws
 * InsufficientPointsError, with nothing written.
 */
async function insertPaidOrderAtOnce(db: Executor, o: PaidOrder, linkBusy: boolean): Promise<OrderViewRow> {
  const n = newOrder(o, linkBusy);
  if (n.charge === 0) return (await insertOrder(db, n)).rows[0] as OrderRow;
  const [placed] = (await placePaidOrderStatement(db, { ...n, debit: -n.charge })).rows;
  if (!placed) throw new InsufficientPointsError();
  return placed;
}

/**
 * A paid statement with the call's window taken in it (a small take in the slot this process last
 * wrote the window's row in or the one after; when it did not count, or would not, `whole`), then the
 * take settled.
 * Null: the window refused the call (nothing placed); else the statement's row. `state.counted` turns
 * true once a statement has counted the call.
 */
async function paidTakingWindow<A extends PaidOrderArgs, R>(
  db: Executor,
  count: OrderCount,
  now: number,
  args: A,
  statements: Record<SmallStep, (db: Executor, a: A & PairArgs) => Promise<QueryResult<R & FastRow>>> & { whole: (db: Executor, a: A & PairArgs) => Promise<QueryResult<R & TakeRow>> },
  state: { counted: boolean },
): Promise<{ row: R } | null> {
  const pair = pairArgsOf([count.guard, count.window], now);
  if (Math.random() < PRUNE_SHARE) await pruneCounters(db, now);
  const a = Object.assign(args, pair);
  const step = smallTakeMayCount(db, pair);
  const small = step ? (await statements[step](db, a)).rows[0] : undefined;
  const whole = small ? undefined : (await statements.whole(db, a)).rows[0];
  state.counted = true;
  if (!count.settle(small ? await finishGuardedTake(db, small, pair, now, step) : await wholeGuardedTaken(db, whole, pair, now))) return null;
  // settled: the small take counted, or the whole one tried the window (a row)
  return { row: (small ?? whole)! };
}

/**
 * A plain order on PostgreSQL (placeCountedOrder). When this process has read the member's and the
 * service's facts before, one statement: the window's take (for a count), the checks against those
 * facts, and the paid order. Otherwise, or when the facts have changed since, the checks' read and
 * then the paid statement (a window already taken stays taken).
 */
export async function placeAtOnce(ctx: AppContext, memberId: number, input: OrderInput, session: OrderCaller | undefined, count: OrderCount | null): Promise<Order | null> {
  const args = { memberId, serviceId: input.serviceId, link: orderLink(input) };
  // one pool connection for every statement: taken once, not queued for again under load
  return ctx.db.connection().execute(async (db) => {
    const now = ctx.clock.now().getTime();
    const at = isoNow(ctx.clock);
    const state = { counted: count === null };
    try {
      const kept = orderFromKept(ctx, memberId, input, session, at);
      if (kept) {
        const placed = count === null ? { row: (await placeCheckedOrder(db, kept)).rows[0] } : await paidTakingWindow(db, count, now, kept, checkedTaking, state);
        if (!placed) return null;
        count = null;
        if (placed.row?.facts_ok === 1) {
          if (placed.row.id === null) throw new InsufficientPointsError();
          return toOrder(placed.row as OrderViewRow);
        }
        // the facts changed since this process kept them: nothing was written
      }
      const found = (await orderContext(db, args)).rows[0];
      keepFacts(ctx, memberId, found);
      const checked = checkMember(found, session);
      const paid = orderToPay(checked, memberId, input, at);
      if (count === null) return toOrder(await insertPaidOrderAtOnce(db, paid, Boolean(checked.link_held)), false, paid.quote);
      const n = newOrder(paid, Boolean(checked.link_held));
      if (n.charge > 0) {
        // Object.assign, not a spread: on Node 20 each property a second spread adds costs about 1 µs
        const placed = await paidTakingWindow(db, count, now, Object.assign(n, { debit: -n.charge }), paidTaking, state);
        if (!placed) return null;
        if (placed.row.id === null) throw new InsufficientPointsError();
        return toOrder(placed.row as OrderViewRow);
      }
      // an order that costs nothing: the window in its whole statement, then the order
      state.counted = true;
      if (!count.settle(await finishGuardedTake(db, undefined, pairArgsOf([count.guard, count.window], now), now))) return null;
      return toOrder(await insertPaidOrderAtOnce(db, paid, Boolean(checked.link_held)));
    } catch (err) {
      // refused before the window was counted (by the checks, or a statement that failed as a whole,
      // which kept nothing): the call is counted all the same, and a full window answers first
      if (!state.counted && count && !count.settle(await takeGuarded(db, count.guard, count.window, now))) return null;
      throw err;
    }
  });
}
