import type { Executor } from '../../db/database.js';

/**
 * The owner's routing settings, kept in site_settings under keys the public settings answer never
 * sends (listPublicSettings passes only the keys of docs/storefront-rules.md §3).
 */
export const MARGIN_FLOOR_KEY = 'ROUTE_MARGIN_FLOOR_PCT';
export const LOW_BALANCE_KEY = 'PROVIDER_LOW_BALANCE_WON';

export interface RoutingSettings {
  /** A route whose margin on the order's price is under this percentage is skipped (0: only losses are). */
  marginFloorPct: number;
  /** A provider balance (in won) under this raises a warning; 0: no warning. */
  lowBalanceWon: number;
}

export async function readRoutingSettings(db: Executor): Promise<RoutingSettings> {
  const rows = await db.selectFrom('site_settings').select(['key', 'value']).where('key', 'in', [MARGIN_FLOOR_KEY, LOW_BALANCE_KEY]).execute();
  const num = (key: string) => {
    const v: unknown = JSON.parse(rows.find((r) => r.key === key)?.value ?? '0');
    return typeof v === 'number' && Number.isFinite(v) && v >= 0 ? v : 0;
  };
  return { marginFloorPct: num(MARGIN_FLOOR_KEY), lowBalanceWon: num(LOW_BALANCE_KEY) };
}

export async function writeRoutingSettings(db: Executor, s: RoutingSettings, at: string): Promise<void> {
  for (const [key, value] of [[MARGIN_FLOOR_KEY, s.marginFloorPct], [LOW_BALANCE_KEY, s.lowBalanceWon]] as const) {
    await db
      .insertInto('site_settings')
      .values({ key, value: JSON.stringify(value), updated_at: at })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value: JSON.stringify(value), updated_at: at }))
      .execute();
  }
}

/**
 * The cost guard: a route is never used at a loss (cost at or above the price the member paid) or
 * under the owner's margin floor. An unknown cost (never synced) is not guarded: the owner sees it
 * marked in the route editor.
 */
export function costGuarded(costE7: number | null, priceE7: number, marginFloorPct: number): boolean {
  if (costE7 === null) return false;
  if (costE7 >= priceE7) return true;
  return (priceE7 - costE7) * 100 < marginFloorPct * priceE7;
}
