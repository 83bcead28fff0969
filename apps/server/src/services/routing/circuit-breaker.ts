import { sql } from 'kysely';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/database.js';
import { addMs, isoNow } from '../../lib/clock.js';

export interface CircuitRow {
  state: 'closed' | 'open' | 'trial';
  failures: number;
  open_until: string | null;
  trial_until: string | null;
}

/**
 * What a circuit allows now: `closed` sends; `open` sends nothing until the cool-down is over;
 * `half` means one trial order may go (whoever wins claimTrial). A missing row is closed.
 */
export function circuitGate(c: CircuitRow | null | undefined, now: string): 'closed' | 'half' | 'open' {
  if (!c || c.state === 'closed') return 'closed';
  if (c.state === 'open') return c.open_until !== null && c.open_until <= now ? 'half' : 'open';
  return c.trial_until !== null && c.trial_until <= now ? 'half' : 'open';
}

/**
 * Takes the one trial send of a circuit whose cool-down is over. A conditional UPDATE, so of many
 * workers in many processes exactly one wins; the trial's lease lets another try if that one dies.
 */
export async function claimTrial(db: Executor, providerId: number, now: string, leaseMs: number): Promise<boolean> {
  const won = await db
    .updateTable('provider_circuits')
    .set({ state: 'trial', trial_until: addMs(now, leaseMs), updated_at: now })
    .where('provider_id', '=', providerId)
    .where((eb) => eb.or([eb.and([eb('state', '=', 'open'), eb('open_until', '<=', now)]), eb.and([eb('state', '=', 'trial'), eb('trial_until', '<=', now)])]))
    .returning('provider_id')
    .executeTakeFirst();
  return won !== undefined;
}

/** A failure that says the provider cannot take orders now: no usable answer, or no funds. */
const NO_FUNDS = /fund|balance/i;

export type SendOutcomeKind = 'ok' | 'refused' | 'unknown';

/**
 * Logs one `add` call for the health table and moves the provider's circuit: a success (or an
 * ordinary refusal, which proves the panel answers) closes it; an unknown outcome or "not enough
 * funds" counts a failure, and the N-th in a row — or a failed trial — opens it for the cool-down.
 */
export async function recordSend(ctx: AppContext, providerId: number | null, orderId: number, outcome: SendOutcomeKind, latencyMs: number, error: string | null, db: Executor = ctx.db): Promise<void> {
  const now = isoNow(ctx.clock);
  await db.insertInto('provider_sends').values({ provider_id: providerId, order_id: orderId, outcome, latency_ms: Math.round(latencyMs), error: error?.slice(0, 300) ?? null, created_at: now }).execute();
  if (providerId === null) return;
  const failed = outcome === 'unknown' || (outcome === 'refused' && NO_FUNDS.test(error ?? ''));
  if (!failed) {
    // A circuit already closed with no failures is left as it is: most sends succeed, and a write per send costs.
    await db
      .insertInto('provider_circuits')
      .values({ provider_id: providerId, failures: 0, state: 'closed', open_until: null, trial_until: null, opened_at: null, updated_at: now })
      .onConflict((oc) =>
        oc
          .column('provider_id')
          .doUpdateSet({ failures: 0, state: 'closed', open_until: null, trial_until: null, updated_at: now })
          .where((eb) => eb.or([eb('provider_circuits.failures', '<>', 0), eb('provider_circuits.state', '<>', 'closed')])),
      )
      .execute();
    return;
  }
  const row = await db
    .insertInto('provider_circuits')
    .values({ provider_id: providerId, failures: 1, state: 'closed', open_until: null, trial_until: null, opened_at: null, updated_at: now })
    .onConflict((oc) => oc.column('provider_id').doUpdateSet({ failures: sql`provider_circuits.failures + 1`, updated_at: now }))
    .returning(['failures', 'state'])
    .executeTakeFirstOrThrow();
  if (row.state === 'open' || (row.state === 'closed' && Number(row.failures) < ctx.config.routing.circuitFailures)) return;
  const openUntil = addMs(now, ctx.config.routing.circuitCooldownMs);
  const opened = await db
    .updateTable('provider_circuits')
    .set({ state: 'open', open_until: openUntil, trial_until: null, opened_at: now, updated_at: now })
    .where('provider_id', '=', providerId)
    .where('state', '<>', 'open')
    .returning('failures')
    .executeTakeFirst();
  if (opened) ctx.ownerAlerts.emit({ kind: 'circuit_open', providerId, failures: Number(opened.failures), openUntil, lastError: error ?? '' });
}
