import { DEFAULT_MAX_SUBSCRIPTION_POSTS, formatPrice, formatPriceEach, fromE7, settingKinds, type Setting, type Service } from '@snsshop/shared';
import type { Executor } from '../../db/database.js';
import { storedWholeNumber } from '../../db/query-helpers.js';
import { sanitizeHtml } from '../../lib/html-sanitizer.js';

export async function listPlatforms(db: Executor) {
  const rows = await db.selectFrom('platforms').selectAll().where('visible', '=', 1).orderBy('sort_order').orderBy('id').execute();
  return rows.map((r) => ({ id: r.id, text: r.text, visible: r.visible === 1, background: r.background, iconUrl: r.icon_url }));
}

export async function listCategories(db: Executor) {
  const rows = await db
    .selectFrom('categories')
    .innerJoin('platforms', 'platforms.id', 'categories.platform_id')
    .select(['categories.id', 'categories.text', 'categories.platform_id'])
    .where('categories.visible', '=', 1)
    .where('platforms.visible', '=', 1)
    .orderBy('categories.sort_order')
    .orderBy('categories.id')
    .execute();
  return rows.map((r) => ({ id: r.id, text: r.text, platform: r.platform_id }));
}

export async function listServices(db: Executor, includeWon: boolean): Promise<Service[]> {
  const rows = await db
    .selectFrom('services')
    .innerJoin('categories', 'categories.id', 'services.category_id')
    .selectAll('services')
    .where('services.visible', '=', 1)
    .where('categories.visible', '=', 1)
    .orderBy('services.sort_order')
    .orderBy('services.id')
    .execute();
  const maxPosts = rows.some((r) => r.service_type === 'Subscriptions') ? await maxSubscriptionPosts(db) : undefined;
  return rows.map((r) => {
    const priceE7 = Number(r.unit_price_e7);
    const priceText = formatPrice(priceE7);
    return {
      id: r.id,
      text: r.text,
      categoryId: r.category_id,
      min: r.min,
      max: r.max,
      point: fromE7(priceE7),
      priceE7,
      priceText,
      notice: r.notice,
      isReadOnly: r.is_read_only === 1,
      enableAuto: r.enable_auto === 1,
      ...(includeWon ? { wonText: formatPriceEach(priceE7) } : {}),
      // Only services with refill say anything about it (the card's "A/S 30일 · 리필 가능").
      ...(r.refill_mode !== 'none' ? { refillDays: r.refill_days } : {}),
      ...(r.service_type !== 'Default' ? { serviceType: r.service_type } : {}),
      ...(r.service_type === 'Subscriptions' ? { maxPosts } : {}),
    };
  });
}

/** The owner's cap on the new posts one subscription covers (설정 → 운영); the shop must know the most it can owe. */
export const maxSubscriptionPosts = (db: Executor) => storedWholeNumber(db, 'MAX_SUBSCRIPTION_POSTS', DEFAULT_MAX_SUBSCRIPTION_POSTS, 1);

export async function listNotices(db: Executor) {
  const rows = await db.selectFrom('notices').selectAll().where('visible', '=', 1).orderBy('is_top', 'desc').orderBy('sort_order').orderBy('id', 'desc').execute();
  // Notice content is rich text: sanitised when saved and again here, on its way to every page.
  return rows.map((r) => ({ id: r.id, content: sanitizeHtml(r.content), isTop: r.is_top === 1, bgColor: r.bg_color }));
}

export async function listQnas(db: Executor) {
  const rows = await db.selectFrom('qnas').selectAll().where('visible', '=', 1).orderBy('sort_order').orderBy('id').execute();
  return rows.map((r) => ({ id: r.id, title: r.title, answer: r.answer }));
}

export async function listPopups(db: Executor) {
  const rows = await db.selectFrom('popups').selectAll().orderBy('sort_order').orderBy('id').execute();
  return rows.map((r) => ({ id: r.id, enabled: r.enabled === 1, imageUrl: r.image_url }));
}

export async function listRegisterWhere(db: Executor) {
  return db.selectFrom('register_where_options').select(['id', 'text']).where('visible', '=', 1).orderBy('sort_order').orderBy('id').execute();
}

/** Only the keys of docs/storefront-rules.md §3 leave the server; anything else stored there stays private. */
export async function listPublicSettings(db: Executor): Promise<Setting[]> {
  const rows = await db.selectFrom('site_settings').select(['key', 'value']).orderBy('key').execute();
  return rows
    .filter((r) => r.key in settingKinds)
    .map((r) => ({ key: r.key, value: JSON.parse(r.value) as Setting['value'] }));
}

export async function readFlag(db: Executor, key: keyof typeof settingKinds): Promise<boolean> {
  const row = await db.selectFrom('site_settings').select('value').where('key', '=', key).executeTakeFirst();
  return row ? JSON.parse(row.value) === true : false;
}
