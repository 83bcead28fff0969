import { fromCenti, type ApiService } from '@snsshop/shared';
import type { Executor } from '../db/database.js';

/**
 * What the API sells: visible services in visible categories, without read-only ones (they can
 * never be ordered, so a reselling panel must not import them). Prices come from the stored
 * 1/100-won unit price, so the price per 1000 is exact whole won.
 */
export async function listApiServices(db: Executor): Promise<ApiService[]> {
  const rows = await db
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
  return rows.map((r) => ({
    id: r.id,
    text: r.text,
    category: r.category,
    type: r.service_type,
    min: r.min,
    max: r.max,
    point: fromCenti(Number(r.unit_price_centi)),
    pricePer1000: Number(r.unit_price_centi) * 10,
    enableAuto: r.enable_auto === 1,
    cancellable: r.cancellable === 1,
    ...(r.refill_mode !== 'none' ? { refill: true } : {}),
  }));
}
