import { expressionBuilder, sql, type Expression, type ExpressionBuilder, type RawBuilder } from 'kysely';
import type { DB, Fulfilment } from '../../db/schema.js';
import { IN_FLIGHT as REFILL_IN_FLIGHT } from '../refills/refill-states.js';

export type { Fulfilment };

/**
 * The life of an order after it is placed, one state at a time (orders.fulfilment):
 * - queued: placed while another order held its link; sent when the link is free (status 대기 중);
 * - due: to be sent at next_dispatch_at (first send or a retry after a failure);
 * - claimed: a dispatch worker holds it (claim_token, lease in next_dispatch_at); nothing sent yet;
 * - sending: the call to the provider has started — recorded before the call, so a crash here
 *   leaves an order whose outcome is unknown, exactly like a timeout;
 * - sent: the provider has it (provider_order_id); status sync asks about it;
 * - held: the provider may have it but the shop cannot tell; parked for a person;
 * - cancel_requested: a cancel was forwarded upstream; the refund waits for status sync;
 * - watching: the owner forced a local cancel and refunded; still asked about, to flag a late delivery;
 * - settled: final; nothing moves it again.
 */
export const UNSENT: readonly Fulfilment[] = ['queued', 'due', 'claimed'];
/** States in which the provider has, or may have, the order: the link is taken. */
export const AT_PROVIDER: readonly Fulfilment[] = ['claimed', 'sending', 'sent', 'held', 'cancel_requested', 'watching'];
/** States status sync asks the provider about. */
export const SYNCED: readonly Fulfilment[] = ['sent', 'cancel_requested', 'watching'];

/**
 * How long a claimed or sending order is reserved for its worker: strictly longer than the longest
 * provider timeout an owner can set (2 minutes), so a send still waiting is never taken for a crash.
 */
export const DISPATCH_LEASE_MS = 3 * 60_000;
/** First status check after an order is sent upstream. */
export const FIRST_SYNC_DELAY_MS = 15_000;
/** How often a running order is asked about. */
export const SYNC_EVERY_MS = 30_000;
/** A forwarded cancel is checked sooner than an ordinary sync. */
export const CANCEL_CHECK_DELAY_MS = 10_000;

/** 30 s, 1, 2, 4, 8, 16 minutes, then every 30 minutes until the attempt limit. */
export function dispatchBackoffMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 30 * 60_000);
}

/** The provider and the link, as the provider sees them: panels refuse a second active order per link. */
export function linkKey(providerId: number | null, link: string): string {
  return `${providerId ?? 'sim'} ${link}`;
}

/** linkKey written in SQL, for a provider id and a link that are values or expressions of the query. */
export function linkKeySql(providerId: Expression<unknown>, link: unknown): RawBuilder<string> {
  return sql<string>`COALESCE(CAST(${providerId} AS VARCHAR(20)), 'sim') || ' ' || ${link}`;
}

/**
 * Whether a new order for this link key waits in the link queue (대기 중): an order not yet settled,
 * or a refill in flight (services/refills/refill-states.ts), holds the link. The one rule for an
 * order placed by a member, an auto-order's run and anything else that writes a paid order.
 */
export function linkHeld(key: Expression<string>) {
  const b = expressionBuilder<DB, never>();
  return b.or([
    b.exists(b.selectFrom('orders as held').select('held.id').where('held.link_key', '=', key).where('held.fulfilment', '<>', 'settled')),
    b.exists(b.selectFrom('refills as rh').select('rh.id').where('rh.link_key', '=', key).where('rh.state', 'in', [...REFILL_IN_FLIGHT])),
  ]);
}

type OrdersEb = ExpressionBuilder<DB & { o: DB['orders'] }, 'o'>;

/**
 * Another order stands before `o` on its link: one the provider has or may have, or an unsent one
 * that goes first. Unsent orders go in placement order, except that one whose earlier send may have
 * reached the provider goes before those certainly never sent (so two orders can never wait for
 * each other).
 */
export function linkTakenBefore(eb: OrdersEb) {
  return eb.or([refillOnLink(eb), orderOnLinkBefore(eb)]);
}

/** A refill in flight on the link (refills.state, services/refills/refill-states.ts): new orders wait for it. */
function refillOnLink(eb: OrdersEb) {
  return eb.exists(
    eb
      .selectFrom('refills as rf')
      .select('rf.id')
      .whereRef('rf.link_key', '=', 'o.link_key')
      .where('rf.state', 'in', [...REFILL_IN_FLIGHT]),
  );
}

function orderOnLinkBefore(eb: OrdersEb) {
  return eb.exists(
    eb
      .selectFrom('orders as b')
      .select('b.id')
      .whereRef('b.link_key', '=', 'o.link_key')
      .whereRef('b.id', '<>', 'o.id')
      .where((w) =>
        w.or([
          w('b.fulfilment', 'in', [...AT_PROVIDER]),
          w.and([
            w('b.fulfilment', 'in', ['queued', 'due']),
            w.or([w('b.send_unknown', '>', w.ref('o.send_unknown')), w.and([w('b.send_unknown', '=', w.ref('o.send_unknown')), w('b.id', '<', w.ref('o.id'))])]),
          ]),
        ]),
      ),
  );
}
