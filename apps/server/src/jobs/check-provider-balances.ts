import type { AppContext } from '../context.js';
import { addMs, isoNow } from '../lib/clock.js';
import { checkProviderBalances } from '../services/routing/low-balance.js';

/** Balances are asked for this often, not every tick: each check calls every panel. */
const EVERY_MS = 10 * 60_000;
const CLAIM_KEY = 'provider_balances_checked_at';
/** The health table looks back 7 days; older send rows are dropped. */
const KEEP_SENDS_MS = 8 * 24 * 3600_000;

/**
 * Runs the balance check (and drops send rows the health table no longer reads) when it is due. The claim is one conditional write of the next due time
 * in app_meta, so of several processes one checks each period.
 */
export async function checkProviderBalancesWhenDue(ctx: AppContext) {
  const now = isoNow(ctx.clock);
  await ctx.db.insertInto('app_meta').values({ key: CLAIM_KEY, value: '' }).onConflict((oc) => oc.column('key').doNothing()).execute();
  const claimed = await ctx.db.updateTable('app_meta').set({ value: addMs(now, EVERY_MS) }).where('key', '=', CLAIM_KEY).where('value', '<=', now).returning('key').executeTakeFirst();
  if (!claimed) return null;
  await ctx.db.deleteFrom('provider_sends').where('created_at', '<', addMs(now, -KEEP_SENDS_MS)).execute();
  return checkProviderBalances(ctx);
}
