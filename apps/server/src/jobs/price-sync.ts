import type { AppContext } from '../context.js';
import { addMs, isoNow } from '../lib/clock.js';
import { storedWholeNumber } from '../db/query-helpers.js';
import { syncProviderPrices } from '../services/catalog/provider-import.js';
import { alertOwner } from '../services/notifications/owner-alerts.js';

/** Without the owner's choice, each provider's prices are read this often. */
export const DEFAULT_PRICE_SYNC_HOURS = 6;
/** One process's hold on a provider while it reads it: longer than any provider timeout. */
const LEASE_MS = 5 * 60_000;
/** After a failed read (provider down, bad answer), wait this long before the next try. */
const RETRY_MS = 30 * 60_000;

/** The console's 공급처 가격 자동 동기화 주기 (0: off), or the default. */
export async function priceSyncHours(ctx: AppContext): Promise<number> {
  return storedWholeNumber(ctx.db, 'PRICE_SYNC_INTERVAL_HOURS', DEFAULT_PRICE_SYNC_HOURS, 0);
}

/**
 * The scheduled price sync: each enabled provider whose last read is older than the interval is
 * claimed by one conditional UPDATE (a lease in price_sync_until, so two processes never read the
 * same provider in one round), then read exactly as the console's 가격 맞추기 does — prices not
 * locked follow, min/max narrow, route costs follow, services every route now loses money on (or that
 * vanished upstream) stop, new upstream services are listed, and each change is logged.
 */
export async function runPriceSync(ctx: AppContext): Promise<{ synced: number; failed: number }> {
  const out = { synced: 0, failed: 0 };
  const hours = await priceSyncHours(ctx);
  if (hours === 0) return out;
  const now = isoNow(ctx.clock);
  const dueBefore = addMs(now, -hours * 3600_000);
  const due = await ctx.db
    .selectFrom('providers')
    .select('id')
    .where('enabled', '=', 1)
    .where((eb) => eb.or([eb('price_synced_at', 'is', null), eb('price_synced_at', '<=', dueBefore)]))
    .where((eb) => eb.or([eb('price_sync_until', 'is', null), eb('price_sync_until', '<=', now)]))
    .orderBy('id')
    .execute();
  for (const { id } of due) {
    const claimed = await ctx.db
      .updateTable('providers')
      .set({ price_sync_until: addMs(now, LEASE_MS) })
      .where('id', '=', id)
      .where('enabled', '=', 1)
      .where((eb) => eb.or([eb('price_synced_at', 'is', null), eb('price_synced_at', '<=', dueBefore)]))
      .where((eb) => eb.or([eb('price_sync_until', 'is', null), eb('price_sync_until', '<=', now)]))
      .returning(['id', 'name', 'price_sync_error'])
      .executeTakeFirst();
    if (!claimed) continue;
    try {
      await syncProviderPrices(ctx, { adminId: null }, id);
      await ctx.db.updateTable('providers').set({ price_sync_until: null }).where('id', '=', id).execute();
      out.synced++;
    } catch (err) {
      const reason = `공급처 상품 목록을 읽지 못했습니다 (${err instanceof Error ? err.message : String(err)})`.slice(0, 300);
      const at = isoNow(ctx.clock);
      await ctx.db.updateTable('providers').set({ price_sync_until: addMs(at, RETRY_MS), price_sync_error: reason }).where('id', '=', id).execute();
      // once per run of failures: the first failed read after a good one (its key names when the run began)
      if (claimed.price_sync_error === null) await alertOwner(ctx.db, { kind: 'provider.sync_failed', key: `price_sync:${id}:${at}`, line: `${claimed.name}: ${reason}`, at });
      out.failed++;
    }
  }
  return out;
}
