import { fromCenti, msg, type ImportResult, type SyncResult, type importBodySchema } from '@snsshop/shared';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import { isoNow } from '../../lib/clock.js';
import { badRequest } from '../../lib/errors.js';
import type { ProviderService } from '../../providers/provider.js';
import { recordAudit, type Actor } from '../audit/audit.js';
import { fetchProviderServices, providerRow } from './provider-admin.js';
import { findAdminService } from './service-admin.js';
import { recordServiceChanges, serviceFace } from './service-updates.js';

/** A non-negative decimal as an integer count of 10^-scale, rounded up past the scale. */
function scaled(decimal: string | number, scale: number): bigint {
  const text = typeof decimal === 'number' ? decimal.toFixed(12) : decimal.trim();
  const m = /^(\d*)(?:\.(\d*))?$/.exec(text);
  if (!m) {
    const n = Number(text);
    if (!Number.isFinite(n) || n < 0) throw badRequest(msg.common.badFormat);
    return scaled(n, scale);
  }
  const frac = m[2] ?? '';
  const kept = BigInt(`${m[1] || '0'}${frac.padEnd(scale, '0').slice(0, scale)}`);
  return /[1-9]/.test(frac.slice(scale)) ? kept + 1n : kept;
}

/**
 * Our unit price from a provider's rate per 1000: rate × exchange rate × (1 + markup) ÷ 1000,
 * in 1/100 won, rounded up so the shop never sells below what it pays.
 */
export function importedUnitCenti(rate: string, exchangeRate: string | number, markupBp: number): number {
  const rate8 = scaled(rate, 8);
  const ex4 = scaled(exchangeRate, 4);
  const factor = 10_000n + BigInt(markupBp);
  const numerator = rate8 * ex4 * factor;
  const denominator = 10n ** 17n; // 1e8 × 1e4 × 1e4 × 1000 ÷ 100
  return Number((numerator + denominator - 1n) / denominator);
}

const limitsOf = (p: ProviderService) => {
  const min = Math.max(1, Math.trunc(p.min));
  return { min, max: Math.max(min, Math.trunc(p.max)) };
};

/** Adds a provider's services to a category, priced with a markup; services already linked are skipped. */
export async function importProviderServices(ctx: AppContext, actor: Actor, providerId: number, body: z.output<typeof importBodySchema>): Promise<ImportResult> {
  const provider = await providerRow(ctx.db, providerId);
  const remote = await fetchProviderServices(ctx, provider);
  const wanted = body.serviceIds ? new Set(body.serviceIds) : null;
  const chosen = remote.filter((s) => !wanted || wanted.has(s.service));
  if (chosen.length === 0) throw badRequest(msg.admin.importNothing);
  const markupBp = Math.round(body.markupPercent * 100);
  const at = isoNow(ctx.clock);
  return ctx.db.transaction().execute(async (trx) => {
    if (!(await trx.selectFrom('categories').select('id').where('id', '=', body.categoryId).executeTakeFirst())) throw badRequest(msg.admin.categoryNotFound);
    const linked = new Set(
      (await trx.selectFrom('services').select('provider_service_id').where('provider_id', '=', providerId).execute()).map((r) => r.provider_service_id),
    );
    const last = await trx.selectFrom('services').select((eb) => eb.fn.max('sort_order').as('max')).where('category_id', '=', body.categoryId).executeTakeFirstOrThrow();
    let sort = Number(last.max ?? 0);
    const createdIds: number[] = [];
    const skipped: string[] = [];
    for (const p of chosen) {
      if (linked.has(p.service)) {
        skipped.push(p.service);
        continue;
      }
      const row = await trx
        .insertInto('services')
        .values({
          category_id: body.categoryId,
          text: p.name.trim().slice(0, 200) || `${provider.name} #${p.service}`,
          notice: '',
          ...limitsOf(p),
          unit_price_centi: importedUnitCenti(p.rate, provider.exchange_rate, markupBp),
          is_read_only: 0,
          enable_auto: body.enableAuto ? 1 : 0,
          cancellable: p.cancel ? 1 : 0,
          // Only when first imported: a service already linked is skipped, so an owner's edit stays.
          refill_mode: p.refill ? 'provider' : 'none',
          visible: body.visible ? 1 : 0,
          sort_order: ++sort,
          created_at: at,
          provider_id: providerId,
          provider_service_id: p.service,
          imported_rate: p.rate,
          markup_bp: markupBp,
          price_locked: 0,
          limits_locked: 0,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      createdIds.push(row.id);
      await recordServiceChanges(trx, null, (await serviceFace(trx, row.id))!, 'import', at);
    }
    const created = await Promise.all(createdIds.map((id) => findAdminService(trx, id)));
    await recordAudit(trx, ctx, actor, {
      action: 'provider.import',
      targetType: 'provider',
      targetId: providerId,
      after: { categoryId: body.categoryId, markupPercent: body.markupPercent, created: createdIds, skipped },
    });
    return { message: msg.admin.imported(created.length, skipped.length), created, skipped };
  });
}

/**
 * Re-reads the provider's rates. Only what the shop left to the provider changes: the price of
 * services whose price is not locked, and min/max unless the owner set them (then they are only
 * narrowed into the provider's range). Names, descriptions, categories and flags are never touched.
 */
export async function syncProviderPrices(ctx: AppContext, actor: Actor, providerId: number, markupPercent?: number): Promise<SyncResult> {
  const provider = await providerRow(ctx.db, providerId);
  const remote = new Map((await fetchProviderServices(ctx, provider)).map((s) => [s.service, s]));
  const newBp = markupPercent === undefined ? undefined : Math.round(markupPercent * 100);
  const at = isoNow(ctx.clock);
  return ctx.db.transaction().execute(async (trx) => {
    const services = await trx.selectFrom('services').selectAll().where('provider_id', '=', providerId).where('provider_service_id', 'is not', null).orderBy('id').execute();
    const result: SyncResult = { message: '', checked: services.length, updated: [], limitsChanged: 0, locked: 0, missing: [] };
    for (const s of services) {
      const p = remote.get(s.provider_service_id!);
      if (!p) {
        result.missing.push({ id: s.id, text: s.text, providerServiceId: s.provider_service_id! });
        continue;
      }
      const priceLocked = s.price_locked === 1 || (s.markup_bp == null && newBp === undefined);
      const markupBp = priceLocked ? s.markup_bp : (newBp ?? s.markup_bp!);
      const price = priceLocked ? Number(s.unit_price_centi) : importedUnitCenti(p.rate, provider.exchange_rate, markupBp!);
      const provided = limitsOf(p);
      let limits = { min: s.min, max: s.max };
      if (s.limits_locked !== 1) limits = provided;
      else {
        const narrowed = { min: Math.max(s.min, provided.min), max: Math.min(s.max, provided.max) };
        if (narrowed.max >= narrowed.min) limits = narrowed;
      }
      if (priceLocked) result.locked++;
      if (price !== Number(s.unit_price_centi)) result.updated.push({ id: s.id, text: s.text, oldPrice: fromCenti(Number(s.unit_price_centi)), newPrice: fromCenti(price) });
      if (limits.min !== s.min || limits.max !== s.max) result.limitsChanged++;
      await trx
        .updateTable('services')
        .set({ imported_rate: p.rate, unit_price_centi: price, markup_bp: markupBp, min: limits.min, max: limits.max })
        .where('id', '=', s.id)
        .execute();
      await recordServiceChanges(trx, s, { ...s, unit_price_centi: price }, 'sync', at);
    }
    result.message = msg.admin.synced(result.updated.length);
    await recordAudit(trx, ctx, actor, {
      action: 'provider.sync',
      targetType: 'provider',
      targetId: providerId,
      after: { markupPercent: markupPercent ?? null, checked: result.checked, updated: result.updated, limitsChanged: result.limitsChanged, locked: result.locked, missing: result.missing.map((m) => m.id) },
    });
    return result;
  });
}
