import { e7ToPer1000Text, formatPrice, isSellableServiceType, msg, per1000ToE7, providerServiceTypeLabel, type AdminService, type Paged, type adminServicesQuerySchema, type serviceCreateBodySchema, type serviceUpdateBodySchema } from '@snsshop/shared';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/database.js';
import { isoNow } from '../../lib/clock.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import { followServiceMapping } from '../routing/follow-mapping.js';
import { changedRows, recordAudit, type Actor } from '../audit/audit.js';
import { containsText, offsetOf, paged } from '../../db/query-helpers.js';
import { recordServiceChanges, serviceFace } from './service-updates.js';

/** The schema took only exact prices per 1,000 (pricePer1000Schema). */
const priceE7Of = (per1000: string | number): number => per1000ToE7(per1000) ?? 0;

export function serviceRows(db: Executor) {
  return db.selectFrom('services as s').innerJoin('categories as c', 'c.id', 's.category_id').selectAll('s').select('c.platform_id');
}
type Row = Awaited<ReturnType<ReturnType<typeof serviceRows>['executeTakeFirstOrThrow']>>;

export function toAdminService(r: Row): AdminService {
  return {
    id: r.id,
    categoryId: r.category_id,
    platformId: r.platform_id,
    text: r.text,
    notice: r.notice,
    min: r.min,
    max: r.max,
    pricePer1000: e7ToPer1000Text(Number(r.unit_price_e7)),
    priceE7: Number(r.unit_price_e7),
    priceText: formatPrice(Number(r.unit_price_e7)),
    readOnly: r.is_read_only === 1,
    enableAuto: r.enable_auto === 1,
    cancellable: r.cancellable === 1,
    visible: r.visible === 1,
    sortOrder: r.sort_order,
    providerId: r.provider_id,
    providerServiceId: r.provider_service_id,
    importedRate: r.imported_rate,
    markupPercent: r.markup_bp == null ? null : r.markup_bp / 100,
    // Without a markup there is nothing sync could price it from.
    priceLocked: r.price_locked === 1 || r.markup_bp == null,
    limitsLocked: r.limits_locked === 1,
    createdAt: r.created_at,
    refillMode: r.refill_mode,
    refillDays: r.refill_days,
    refillCap: r.refill_cap,
    refillCooldownHours: r.refill_cooldown_hours,
    refillPartial: r.refill_partial === 1,
    suspendReason: r.suspend_reason,
    serviceType: r.service_type,
  };
}

/** The refill policy fields an owner sent, as columns. */
function refillColumns(body: z.output<typeof serviceUpdateBodySchema>) {
  return {
    ...(body.refillMode !== undefined ? { refill_mode: body.refillMode } : {}),
    ...(body.refillDays !== undefined ? { refill_days: body.refillDays } : {}),
    ...(body.refillCap !== undefined ? { refill_cap: body.refillCap } : {}),
    ...(body.refillCooldownHours !== undefined ? { refill_cooldown_hours: body.refillCooldownHours } : {}),
    ...(body.refillPartial !== undefined ? { refill_partial: body.refillPartial ? 1 : 0 } : {}),
  };
}

export async function findAdminService(db: Executor, id: number): Promise<AdminService> {
  const row = await serviceRows(db).where('s.id', '=', id).executeTakeFirst();
  if (!row) throw notFound(msg.admin.serviceNotFound);
  return toAdminService(row);
}

export async function listAdminServices(ctx: AppContext, query: z.output<typeof adminServicesQuerySchema>): Promise<Paged<AdminService>> {
  let q = serviceRows(ctx.db);
  if (query.platformId) q = q.where('c.platform_id', '=', query.platformId);
  if (query.categoryId) q = q.where('s.category_id', '=', query.categoryId);
  if (query.providerId) q = q.where('s.provider_id', '=', query.providerId);
  if (query.q) q = q.where((eb) => containsText(eb.ref('s.text'), query.q!));
  const total = await q.clearSelect().select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const rows = await q.orderBy('s.sort_order').orderBy('s.id').limit(query.size).offset(offsetOf(query.page, query.size)).execute();
  return paged(rows.map(toAdminService), total.n, query.page, query.size);
}

async function checkRefs(db: Executor, categoryId: number | undefined, providerId: number | null | undefined) {
  if (categoryId !== undefined && !(await db.selectFrom('categories').select('id').where('id', '=', categoryId).executeTakeFirst())) {
    throw badRequest(msg.admin.categoryNotFound);
  }
  if (providerId != null && !(await db.selectFrom('providers').select('id').where('id', '=', providerId).executeTakeFirst())) {
    throw badRequest(msg.admin.providerNotFound);
  }
}

const bp = (percent: number | null) => (percent == null ? null : Math.round(percent * 100));

export async function createService(ctx: AppContext, actor: Actor, body: z.output<typeof serviceCreateBodySchema>): Promise<AdminService> {
  const at = isoNow(ctx.clock);
  return ctx.db.transaction().execute(async (trx) => {
    await checkRefs(trx, body.categoryId, body.providerId);
    const row = await trx
      .insertInto('services')
      .values({
        category_id: body.categoryId,
        text: body.text,
        notice: body.notice,
        min: body.min,
        max: body.max,
        unit_price_e7: priceE7Of(body.pricePer1000),
        is_read_only: body.readOnly ? 1 : 0,
        enable_auto: body.enableAuto ? 1 : 0,
        // The simulated provider takes cancel; a provider's service only when the owner says so (import reads its flag).
        cancellable: (body.cancellable ?? body.providerId === null) ? 1 : 0,
        visible: body.visible ? 1 : 0,
        sort_order: body.sortOrder,
        created_at: at,
        provider_id: body.providerId,
        provider_service_id: body.providerId === null ? null : body.providerServiceId,
        markup_bp: bp(body.markupPercent),
        // Priced by hand unless a markup was given for sync to apply.
        price_locked: body.markupPercent == null ? 1 : 0,
        limits_locked: 1,
        service_type: body.serviceType,
        ...refillColumns(body),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const out = await findAdminService(trx, row.id);
    await recordServiceChanges(trx, null, (await serviceFace(trx, row.id))!, 'owner', at);
    await recordAudit(trx, ctx, actor, { action: 'service.create', targetType: 'service', targetId: row.id, after: out });
    return out;
  });
}

/**
 * Any subset of fields. Setting the price (or min/max) is the owner's decision, so it is locked
 * against re-sync unless the same request unlocks it; rules are checked on the merged result.
 */
export async function updateService(ctx: AppContext, actor: Actor, id: number, body: z.output<typeof serviceUpdateBodySchema>): Promise<AdminService> {
  const at = isoNow(ctx.clock);
  return ctx.db.transaction().execute(async (trx) => {
    const before = await findAdminService(trx, id);
    const face = await serviceFace(trx, id);
    await checkRefs(trx, body.categoryId, body.providerId);
    const min = body.min ?? before.min;
    const max = body.max ?? before.max;
    if (max < min) throw badRequest(msg.admin.minMaxInvalid);
    const providerId = body.providerId !== undefined ? body.providerId : before.providerId;
    const providerServiceId = body.providerServiceId !== undefined ? body.providerServiceId : before.providerServiceId;
    if (providerId !== null && providerServiceId === null) throw badRequest(msg.admin.providerServiceRequired);
    // the owner fixing a wrong import; orders already placed keep their own type (orders.type_fields)
    const serviceType = body.serviceType ?? before.serviceType;
    // a type the shop cannot take orders for yet stays not orderable: sold as link + quantity it would be mis-delivered
    if (body.readOnly === false && !isSellableServiceType(serviceType)) throw badRequest(msg.admin.serviceTypeNotSellable(providerServiceTypeLabel(serviceType)));
    const priceLocked = body.priceLocked ?? (body.pricePer1000 !== undefined ? true : undefined);
    const limitsLocked = body.limitsLocked ?? (body.min !== undefined || body.max !== undefined ? true : undefined);
    await trx
      .updateTable('services')
      .set({
        ...(body.categoryId !== undefined ? { category_id: body.categoryId } : {}),
        ...(body.text !== undefined ? { text: body.text } : {}),
        ...(body.notice !== undefined ? { notice: body.notice } : {}),
        min,
        max,
        ...(body.pricePer1000 !== undefined ? { unit_price_e7: priceE7Of(body.pricePer1000) } : {}),
        // turning read-only off is the owner resuming a service the price sync stopped
        ...(body.readOnly !== undefined ? { is_read_only: body.readOnly ? 1 : 0, ...(body.readOnly ? {} : { suspend_reason: null }) } : {}),
        ...(body.enableAuto !== undefined ? { enable_auto: body.enableAuto ? 1 : 0 } : {}),
        ...(body.cancellable !== undefined ? { cancellable: body.cancellable ? 1 : 0 } : {}),
        ...(body.visible !== undefined ? { visible: body.visible ? 1 : 0 } : {}),
        ...(body.sortOrder !== undefined ? { sort_order: body.sortOrder } : {}),
        provider_id: providerId,
        provider_service_id: providerId === null ? null : providerServiceId,
        ...(body.markupPercent !== undefined ? { markup_bp: bp(body.markupPercent) } : {}),
        ...(priceLocked !== undefined ? { price_locked: priceLocked ? 1 : 0 } : {}),
        ...(limitsLocked !== undefined ? { limits_locked: limitsLocked ? 1 : 0 } : {}),
        // the provider's own word is kept (evaluated before this update) so the price sync still compares with it
        ...(body.serviceType !== undefined ? { service_type: body.serviceType, provider_type: sql<string | null>`COALESCE(provider_type, service_type)` } : {}),
        ...refillColumns(body),
      })
      .where('id', '=', id)
      .execute();
    await followServiceMapping(trx, id, providerId, providerId === null ? null : providerServiceId, isoNow(ctx.clock));
    const after = await findAdminService(trx, id);
    await recordServiceChanges(trx, face ?? null, (await serviceFace(trx, id))!, 'owner', at);
    await recordAudit(trx, ctx, actor, { action: 'service.update', targetType: 'service', targetId: id, before, after });
    return after;
  });
}

export async function deleteService(ctx: AppContext, actor: Actor, id: number): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const before = await findAdminService(trx, id);
    const used =
      (await trx.selectFrom('orders').select('id').where('service_id', '=', id).limit(1).executeTakeFirst()) ??
      (await trx.selectFrom('auto_orders').select('id').where('service_id', '=', id).limit(1).executeTakeFirst());
    if (used) throw conflict(msg.admin.serviceHasOrders);
    if (changedRows(await trx.deleteFrom('services').where('id', '=', id).executeTakeFirst()) === 0) throw notFound(msg.admin.serviceNotFound);
    await recordAudit(trx, ctx, actor, { action: 'service.delete', targetType: 'service', targetId: id, before });
  });
}
