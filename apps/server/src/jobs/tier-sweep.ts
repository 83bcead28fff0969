import type { AppContext } from '../context.js';
import { koreanDayOf } from '../db/query-helpers.js';
import { isoNow } from '../lib/clock.js';
import { recomputeAllTiers } from '../services/growth/tiers.js';

const CLAIM_KEY = 'tiers_swept_day';

/**
 * Once a Korean day, the tiers follow their sliding windows (a charge leaving a 90-day window may lower
 * a tier that no credit recomputes). The claim is one conditional write of the day in app_meta, so of
 * several processes one sweeps each day.
 */
export async function sweepTiersWhenDue(ctx: AppContext) {
  const now = isoNow(ctx.clock);
  const today = koreanDayOf(now);
  await ctx.db.insertInto('app_meta').values({ key: CLAIM_KEY, value: '' }).onConflict((oc) => oc.column('key').doNothing()).execute();
  const claimed = await ctx.db.updateTable('app_meta').set({ value: today }).where('key', '=', CLAIM_KEY).where('value', '<', today).returning('key').executeTakeFirst();
  if (!claimed) return null;
  return { members: await recomputeAllTiers(ctx.db, now) };
}
