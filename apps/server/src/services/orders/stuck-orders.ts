import type { ExpressionBuilder } from 'kysely';
import type { DB } from '../../db/schema.js';
import { addMs } from '../../lib/clock.js';
import { ACTIVE_STATUSES } from './settle-order.js';

/** Orders still not sent upstream this long after they were placed are worth a look. */
export const STUCK_AFTER_MS = 10 * 60_000;

/** A sent order whose status has not moved for this long is worth a look. */
export const NO_PROGRESS_AFTER_MS = 24 * 3600_000;

/** Every fulfilment state a stuck order can be in (see stuckConditions); settled and watching orders never are. */
export const STUCK_FULFILMENTS = ['queued', 'due', 'claimed', 'sending', 'held', 'sent', 'cancel_requested'] as const;

/** An expression builder over `orders as o`. */
export type OrderEb = ExpressionBuilder<DB & { o: DB['orders'] }, 'o'>;

/**
 * The one definition of a stuck order, as conditions on `orders as o` at `now`:
 * - `unsent`: placed and not yet accepted by the provider (waiting for its link, due, being sent, or held);
 * - `held`: parked until a person checks the provider's panel — a send may have reached it despite a
 *   timeout or a crash; stuck from the moment it is held, whatever its age;
 * - `late`: unsent for longer than STUCK_AFTER_MS, held or not;
 * - `notDispatched`: late, not held, and not simply waiting behind another order for its link;
 * - `noProgress`: sent, still active, and its status unchanged for NO_PROGRESS_AFTER_MS (and not answerProblem);
 * - `answerProblem`: sent, still active, and the provider's last answer could not be acted on
 *   (orders.answer_problem: unreadable, or final without the figure its money needs);
 * - `any`: any of notDispatched, held, noProgress, answerProblem.
 *
 * The two screens intentionally count late orders differently: the admin dashboard and the orders
 * list's "stuck" filter split them into `notDispatched` + `held` (so a held order is not counted
 * twice), while the health probe's `stuckDispatch` counts every `late` order (held ones included),
 * since a monitor wants every order not sent in time, and reports `held` beside it.
 */
export function stuckConditions(eb: OrderEb, now: Date) {
  const iso = now.toISOString();
  const unsent = eb.and([eb('o.fulfilment', 'in', ['queued', 'due', 'claimed', 'sending', 'held']), eb('o.provider_order_id', 'is', null)]);
  const late = eb.and([unsent, eb('o.created_at', '<', addMs(iso, -STUCK_AFTER_MS))]);
  const held = eb('o.fulfilment', '=', 'held');
  const notDispatched = eb.and([late, eb('o.fulfilment', 'in', ['due', 'claimed', 'sending'])]);
  const noProgress = eb.and([
    eb('o.fulfilment', 'in', ['sent', 'cancel_requested']),
    eb('o.status', 'in', [...ACTIVE_STATUSES]),
    eb('o.updated_at', '<', addMs(iso, -NO_PROGRESS_AFTER_MS)),
    eb('o.answer_problem', 'is', null),
  ]);
  const answerProblem = eb.and([eb('o.fulfilment', 'in', ['sent', 'cancel_requested']), eb('o.status', 'in', [...ACTIVE_STATUSES]), eb('o.answer_problem', 'is not', null)]);
  // The fulfilment states all four share, said once more so that the index on fulfilment narrows the
  // rows to the few not settled, instead of every order of the shop being read to test the OR.
  const any = eb.and([eb('o.fulfilment', 'in', STUCK_FULFILMENTS), eb.or([notDispatched, held, noProgress, answerProblem])]);
  return { unsent, late, held, notDispatched, noProgress, answerProblem, any };
}

/** `sum(case when cond then 1 else 0 end)`: how many rows meet `cond` (null over no rows). */
export function countWhere(eb: OrderEb, cond: ReturnType<typeof stuckConditions>['held']) {
  return eb.fn.sum<number>(eb.case().when(cond).then(1).else(0).end());
}
