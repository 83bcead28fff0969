import type { Order } from '@snsshop/shared';
import type { AppContext } from '../../../context.js';
import type { CounterSpec, GuardedTake } from '../../../db/rate-counters.js';
import type { OrderCaller, OrderInput } from './order-checks.js';

/** The rate window an order call is counted in first, unless its guard is full; `settle` hears the take and answers whether the call goes on. */
export interface OrderCount {
  guard: CounterSpec;
  window: CounterSpec;
  settle(taken: GuardedTake): boolean;
}

/** One call to place an order. */
export interface OrderRequest {
  memberId: number;
  input: OrderInput;
  idempotencyKey: string | undefined;
  /** the member's session or API key, checked in the order's own read */
  caller: OrderCaller | undefined;
  /** the call's rate window (the customer API's `add`); null: not counted here */
  count: OrderCount | null;
}

/**
 * How an order is written, chosen once at start-up (ORDER_WRITER). Both write the same orders and
 * money — checked by the same facts, priced by the same quote, all or nothing — and every order test
 * runs against both:
 * - `plain` (plain-writer.ts): one transaction per order, the statements a reader expects;
 * - `fast` (fast-writer.ts): a plain PostgreSQL order in one statement (from facts the process kept,
 *   checked in the statement, with the rate window's take in it); SQLite's orders sharing one commit.
 */
export interface OrderWriter {
  readonly kind: 'plain' | 'fast';
  /** The order as the member's view shows it; null when its rate window refused the call (nothing written). */
  place(ctx: AppContext, r: OrderRequest): Promise<Order | null>;
}
