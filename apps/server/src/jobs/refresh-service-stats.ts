import { sql } from 'kysely';
import type { AppContext } from '../context.js';
import { addMs, isoNow } from '../lib/clock.js';
import { computeServiceStats } from '../services/orders/service-stats.js';

/** How old a service's figures may get: they move slowly, and the order page only reads them. */
export const STATS_REFRESH_MS = 10 * 60_000;

/**
 * Keeps service_stats fresh. A service without a row gets one due now; then one conditional
 * UPDATE claims due rows by moving refresh_at forward (PostgreSQL skips rows another process is
 * claiming), so two processes never compute the same service in the same round.
 */
export async function refreshServiceStats(ctx: AppContext): Promise<number> {
  const { db, clock, config } = ctx;
  const now = isoNow(clock);
  await db
    .insertInto('service_stats')
    .columns(['service_id', 'refresh_at'])
    .expression((eb) =>
      eb
        .selectFrom('services as s')
        .select(['s.id', sql.lit(now).as('refresh_at')])
        .where((w) => w.not(w.exists(w.selectFrom('service_stats as st').select('st.service_id').whereRef('st.service_id', '=', 's.id')))),
    )
    .onConflict((oc) => oc.column('service_id').doNothing())
    .execute();
  const claimed = await db
    .updateTable('service_stats')
    .set({ refresh_at: addMs(now, STATS_REFRESH_MS) })
    .where('service_id', 'in', (eb) =>
      eb
        .selectFrom('service_stats')
        .select('service_id')
        .where('refresh_at', '<=', now)
        .orderBy('refresh_at')
        .limit(config.jobs.batch)
        .$if(ctx.dialect === 'postgres', (q) => q.forUpdate().skipLocked()),
    )
    .where('refresh_at', '<=', now)
    .returning('service_id')
    .execute();
  for (const { service_id } of claimed) {
    const f = await computeServiceStats(db, service_id, now);
    await db
      .updateTable('service_stats')
      .set({
        start_median_sec: f.startMedianSec,
        start_samples: f.startSamples,
        per_1000_sec: f.per1000Sec,
        speed_samples: f.speedSamples,
        completion_pct: f.completionPct,
        rate_samples: f.rateSamples,
        refreshed_at: now,
      })
      .where('service_id', '=', service_id)
      .execute();
  }
  return claimed.length;
}
