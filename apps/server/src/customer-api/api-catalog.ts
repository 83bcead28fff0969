import { discountedE7, fromE7, rateUnitsOf, scaledText, type ApiService } from '@snsshop/shared';
import type { Executor } from '../db/database.js';

/**
 * What the API sells: visible services in visible categories, without read-only ones (they can
 * never be ordered, so a reselling panel must not import them). Prices come from the stored
 * unit price in 1/10,000,000 won, so a rate per 1,000 is exact to the 1/10,000 won (before a discount).
 */
export async function listApiServices(db: Executor, tierDiscountPct = 0): Promise<ApiService[]> {
  return (await readApiServiceRows(db)).map((r) => toApiService(r, tierDiscountPct));
}

type ApiServiceRow = Awaited<ReturnType<typeof readApiServiceRows>>[number];

export function readApiServiceRows(db: Executor) {
  return db
    .selectFrom('services')
    .innerJoin('categories', 'categories.id', 'services.category_id')
    .select(['services.id', 'services.text', 'categories.text as category', 'services.min', 'services.max', 'services.unit_price_e7', 'services.enable_auto', 'services.cancellable', 'services.refill_mode', 'services.service_type'])
    .where('services.visible', '=', 1)
    .where('categories.visible', '=', 1)
    .where('services.is_read_only', '=', 0)
    .orderBy('categories.sort_order')
    .orderBy('services.sort_order')
    .orderBy('services.id')
    .execute();
}

/**
 * The price of 1,000 units (a package's: of the whole package) after the member's tier discount, as
 * the protocol's decimal text with at least 2 decimals: exact for a per-1,000 rate (e7 × (100 − pct) is
 * in 1/1,000,000 won per 1,000), rounded up to the 1/10,000,000 won for a package.
 */
export const rateTextOf = (r: Pick<ApiServiceRow, 'unit_price_e7' | 'service_type'>, tierDiscountPct: number): string =>
  rateUnitsOf(r.service_type) === 1 ? scaledText(discountedE7(Number(r.unit_price_e7), tierDiscountPct), 7, 2) : scaledText(BigInt(r.unit_price_e7) * BigInt(100 - tierDiscountPct), 6, 2);

/** A service as the API sells it to a member whose tier takes `tierDiscountPct` off. */
export function toApiService(r: ApiServiceRow, tierDiscountPct: number): ApiService {
  const unitE7 = discountedE7(Number(r.unit_price_e7), tierDiscountPct);
  return {
    id: r.id,
    text: r.text,
    category: r.category,
    type: r.service_type,
    min: r.min,
    max: r.max,
    point: fromE7(unitE7),
    // whole won per 1,000, rounded up (the documented shape is an integer)
    pricePer1000: Number((BigInt(r.unit_price_e7) * BigInt(100 - tierDiscountPct) + 999_999n) / 1_000_000n),
    enableAuto: r.enable_auto === 1,
    cancellable: r.cancellable === 1,
    ...(r.refill_mode !== 'none' ? { refill: true } : {}),
  };
}
