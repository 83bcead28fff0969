import type { ProviderHealth, ProviderHealthReport, RoutingSettings } from '@snsshop/shared';
import type { AppContext } from '../../context.js';
import { addMs, isoNow } from '../../lib/clock.js';
import { chargeInWon } from '../../lib/decimal-money.js';
import { recordAudit, type Actor } from '../audit/audit.js';
import { clientFor } from '../catalog/provider-admin.js';
import { circuitGate } from './circuit-breaker.js';
import { readRoutingSettings, writeRoutingSettings } from './route-settings.js';

/** The health table looks at the last week of sends. */
const WINDOW_MS = 7 * 24 * 3600_000;
/** A panel's balance is waited for this long at most. */
const BALANCE_TIMEOUT_MS = 5_000;

function median(sorted: number[]): number | null {
  if (sorted.length === 0) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : Math.round((sorted[mid - 1]! + sorted[mid]!) / 2);
}

/**
 * Per provider: share of sends accepted and the median time of an accepted send over the last
 * week, the latest failure, the circuit, and the balance read now (in won at the exchange rate),
 * flagged when under the owner's threshold. A panel that cannot be reached shows why; never a failed page.
 */
export async function readProviderHealth(ctx: AppContext): Promise<ProviderHealthReport> {
  const now = isoNow(ctx.clock);
  const settings = await readRoutingSettings(ctx.db);
  const providers = await ctx.db.selectFrom('providers').selectAll().orderBy('id').execute();
  const since = addMs(now, -WINDOW_MS);
  const sends = await ctx.db.selectFrom('provider_sends').select(['provider_id', 'outcome', 'latency_ms']).where('created_at', '>=', since).where('provider_id', 'is not', null).execute();
  const circuits = await ctx.db.selectFrom('provider_circuits').selectAll().execute();

  const rows = await Promise.all(
    providers.map(async (p): Promise<ProviderHealth> => {
      const mine = sends.filter((s) => s.provider_id === p.id);
      const ok = mine.filter((s) => s.outcome === 'ok');
      const lastError = await ctx.db
        .selectFrom('provider_sends')
        .select(['error', 'created_at'])
        .where('provider_id', '=', p.id)
        .where('outcome', '<>', 'ok')
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
      const c = circuits.find((x) => x.provider_id === p.id);
      const gate = circuitGate(c ? { ...c, failures: Number(c.failures) } : null, now);
      let balance: string | null = null;
      let currency: string | null = null;
      let balanceError: string | null = null;
      if (p.enabled === 1) {
        try {
          ({ balance, currency } = await clientFor(ctx, p, BALANCE_TIMEOUT_MS).getBalance());
        } catch (err) {
          balanceError = err instanceof Error ? err.message : String(err);
        }
      }
      const balanceWon = balance === null ? null : chargeInWon(balance, String(p.exchange_rate));
      return {
        id: p.id,
        name: p.name,
        enabled: p.enabled === 1,
        sends: mine.length,
        successRate: mine.length ? ok.length / mine.length : null,
        medianLatencyMs: median(ok.map((s) => Number(s.latency_ms)).sort((a, b) => a - b)),
        lastError: lastError?.error ?? null,
        lastErrorAt: lastError?.created_at ?? null,
        circuit: { state: gate === 'closed' ? 'closed' : gate === 'half' ? 'trial' : (c?.state ?? 'closed'), failures: Number(c?.failures ?? 0), openUntil: gate === 'closed' ? null : (c?.open_until ?? null) },
        balance,
        currency,
        balanceWon,
        balanceError,
        lowBalance: settings.lowBalanceWon > 0 && balanceWon !== null && balanceWon < settings.lowBalanceWon,
      };
    }),
  );
  return { settings, providers: rows };
}

export async function saveRoutingSettings(ctx: AppContext, actor: Actor, settings: RoutingSettings): Promise<RoutingSettings> {
  await ctx.db.transaction().execute(async (trx) => {
    const before = await readRoutingSettings(trx);
    await writeRoutingSettings(trx, settings, isoNow(ctx.clock));
    await recordAudit(trx, ctx, actor, { action: 'settings.routing', targetType: 'settings', targetId: null, before, after: settings });
  });
  return readRoutingSettings(ctx.db);
}
