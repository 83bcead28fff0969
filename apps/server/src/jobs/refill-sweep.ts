import crypto from 'node:crypto';
import { sql } from 'kysely';
import type { AppContext } from '../context.js';
import { addMs } from '../lib/clock.js';
import { IDS_PER_CALL } from '../providers/smm-api-v2-client.js';
import { AT_PROVIDER } from '../services/orders/fulfilment.js';
import { POLLED, REFILL_CHECK_EVERY_MS, REFILL_SEND_LEASE_MS } from '../services/refills/refill-states.js';
import { recoverInterruptedRefillSends, sendClaimedRefills, type RefillSendResult } from '../services/refills/send-refills.js';
import { syncClaimedRefills, type RefillSyncResult } from '../services/refills/sync-refills.js';
import { DISPATCH_CLAIM_LOCK } from './dispatch-orders.js';

/**
 * Claims provider-mode refills due to be sent, with one conditional UPDATE (this round's token and
 * a lease), so of several processes exactly one sends each. A refill waits while an order for its
 * link is at the provider (the link queue, which new orders join while a refill is in flight); the
 * claim takes the dispatch claim lock so it and a dispatch claim always see each other.
 */
async function claimDueRefills(ctx: AppContext, token: string) {
  const now = ctx.clock.now().toISOString();
  return ctx.db.transaction().execute(async (trx) => {
    if (ctx.dialect === 'postgres') await sql`SELECT pg_advisory_xact_lock(${DISPATCH_CLAIM_LOCK})`.execute(trx);
    return trx
      .updateTable('refills')
      .set({ state: 'sending', claim_token: token, next_check_at: addMs(now, REFILL_SEND_LEASE_MS), attempts: sql`attempts + 1`, updated_at: now })
      .where('id', 'in', (eb) =>
        eb
          .selectFrom('refills as r')
          .select('r.id')
          .where('r.state', '=', 'waiting')
          .where('r.mode', '=', 'provider')
          .where('r.next_check_at', '<=', now)
          .where((w) => w.not(w.exists(w.selectFrom('orders as o').select('o.id').whereRef('o.link_key', '=', 'r.link_key').where('o.fulfilment', 'in', [...AT_PROVIDER]))))
          .orderBy('r.next_check_at')
          // One refill call per provider a round, so the lease outlasts every send of the round.
          .limit(Math.min(ctx.config.jobs.batch, IDS_PER_CALL)),
      )
      .where('state', '=', 'waiting')
      .where('mode', '=', 'provider')
      .where('next_check_at', '<=', now)
      .returning(['id', 'provider_id', 'provider_order_id', 'attempts', 'send_unknown'])
      .execute();
  });
}

/** Claims refills due to be asked about by moving next_check_at forward (PostgreSQL skips rows being claimed). */
async function claimRefillChecks(ctx: AppContext) {
  const now = ctx.clock.now().toISOString();
  return ctx.db
    .updateTable('refills')
    .set({ next_check_at: addMs(now, REFILL_CHECK_EVERY_MS) })
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('refills')
        .select('id')
        .where('state', 'in', [...POLLED])
        .where('next_check_at', '<=', now)
        .orderBy('next_check_at')
        .limit(ctx.config.jobs.batch)
        .$if(ctx.dialect === 'postgres', (q) => q.forUpdate().skipLocked()),
    )
    .where('state', 'in', [...POLLED])
    .where('next_check_at', '<=', now)
    .returning(['id', 'provider_id', 'upstream_refill_id', 'state'])
    .execute();
}

export interface RefillSweepResult {
  recovered: number;
  send: RefillSendResult;
  sync: RefillSyncResult;
}

/** Sends due refills upstream, then asks about the ones the providers have (services/refills/). */
export async function runRefillSweep(ctx: AppContext): Promise<RefillSweepResult> {
  const recovered = await recoverInterruptedRefillSends(ctx);
  const token = crypto.randomUUID();
  const send = await sendClaimedRefills(ctx, await claimDueRefills(ctx, token), token);
  const sync = await syncClaimedRefills(ctx, await claimRefillChecks(ctx));
  return { recovered, send, sync };
}
