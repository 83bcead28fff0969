import type { AppContext } from '../../context.js';
import { chargeInWon } from '../../lib/decimal-money.js';
import { clientFor } from '../catalog/provider-admin.js';
import { readRoutingSettings } from './route-settings.js';

const BALANCE_TIMEOUT_MS = 5_000;
const flagKey = (providerId: number) => `provider_low_balance:${providerId}`;

export interface BalanceCheck {
  checked: number;
  low: number;
  alerted: number;
}

/**
 * Asks every enabled provider for its balance and raises a low-balance owner alert when one falls
 * under the owner's threshold — once per fall: a flag in app_meta remembers it was told, and is
 * cleared when the balance is back above. An unreachable panel changes nothing.
 */
export async function checkProviderBalances(ctx: AppContext): Promise<BalanceCheck> {
  const result: BalanceCheck = { checked: 0, low: 0, alerted: 0 };
  const { lowBalanceWon } = await readRoutingSettings(ctx.db);
  const providers = await ctx.db.selectFrom('providers').selectAll().where('enabled', '=', 1).orderBy('id').execute();
  for (const p of providers) {
    let won: number | null;
    try {
      won = chargeInWon((await clientFor(ctx, p, BALANCE_TIMEOUT_MS).getBalance()).balance, String(p.exchange_rate));
    } catch {
      continue;
    }
    if (won === null) continue;
    result.checked++;
    const low = lowBalanceWon > 0 && won < lowBalanceWon;
    if (low) result.low++;
    if (!low) {
      await ctx.db.deleteFrom('app_meta').where('key', '=', flagKey(p.id)).execute();
      continue;
    }
    // Inserting the flag is the claim: of several processes checking at once, one tells the owner.
    const first = await ctx.db.insertInto('app_meta').values({ key: flagKey(p.id), value: String(won) }).onConflict((oc) => oc.column('key').doNothing()).returning('key').executeTakeFirst();
    if (first) {
      result.alerted++;
      ctx.ownerAlerts.emit({ kind: 'low_balance', providerId: p.id, providerName: p.name, balanceWon: won, thresholdWon: lowBalanceWon });
    }
  }
  return result;
}
