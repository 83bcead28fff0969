import { discountedCenti, fromCenti, rateUnitsOf, type ApiService } from '@snsshop/shared';
import type { Executor } from '../db/database.js';

/**
 * What the API sells: visible services in visible categories, without read-only ones (they can
 * never be ordered, so a reselling panel must not import them). Prices come from the stored
 * 1/100-won unit price, so the price per 1000 is exact whole won.
 */
export async function listApiServices(db: Executor, tierDiscountPct = 0): Promise<ApiService[]> {
  return (await readApiServiceRows(db)).map((r) => toApiService(r, tierDiscountPct));
}

type ApiServiceRow = Awaited<ReturnType<typeof readApiServiceRows>>[number];

export function readApiServiceRows(db: Executor) {
  return db
    .selectFrom('services')
    .innerJoin('categories', 'categories.id', 'services.category_id')
    .select(['services.id', 'services.text', 'categories.text as category', 'services.min', 'services.max', 'services.unit_price_centi', 'services.enable_auto', 'services.cancellable', 'services.refill_mode', 'services.service_type'])
    .where('services.visible', '=', 1)
    .where('categories.visible', '=', 1)
    .where('services.is_read_only', '=', 0)
    .orderBy('categories.sort_order')
    .orderBy('services.sort_order')
    .orderBy('services.id')
    .execute();
}

/**
 * The price of 1,000 units (a package's: of the whole package) in 1/100 won after the member's tier
 * discount; exact for a per-1,000 rate, rounded up to the 1/100 won for a package.
 */
export const rateCentiOf = (r: Pick<ApiServiceRow, 'unit_price_centi' | 'service_type'>, tierDiscountPct: number) =>
  rateUnitsOf(r.service_type) === 1 ? discountedCenti(Number(r.unit_price_centi), tierDiscountPct) : Number(r.unit_price_centi) * 10 * (100 - tierDiscountPct);

/** A service as the API sells it to a member whose tier takes `tierDiscountPct` off. */
export function toApiService(r: ApiServiceRow, tierDiscountPct: number): ApiService {
  const unitCenti = discountedCenti(Number(r.unit_price_centi), tierDiscountPct);
  return {
    id: r.id,
    text: r.text,
    category: r.category,
    type: r.service_type,
    min: r.min,
    max: r.max,
    point: fromCenti(unitCenti),
    pricePer1000: Math.ceil((Number(r.unit_price_centi) * 10 * (100 - tierDiscountPct)) / 100),
    enableAuto: r.enable_auto === 1,
    cancellable: r.cancellable === 1,
    ...(r.refill_mode !== 'none' ? { refill: true } : {}),
  };
}
