import { isSellableServiceType, msg, rateUnitsOf, serviceTypeRule, type ImportResult, type SyncResult, type importBodySchema } from '@snsshop/shared';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import { isoNow } from '../../lib/clock.js';
import { AppError, badRequest } from '../../lib/errors.js';
import { storedWholeNumber } from '../../db/query-helpers.js';
import type { Executor } from '../../db/database.js';
import type { ProviderCatalog, ProviderService } from '../../providers/provider.js';
import { recordAudit, type Actor } from '../audit/audit.js';
import { fetchProviderServices, providerRow } from './provider-admin.js';
import { findAdminService } from './service-admin.js';
import { followProviderCatalog, stopService, SUSPEND_REASONS } from './price-sync.js';
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
 * in 1/10,000,000 won, rounded up so the shop never sells below what it pays.
 */
export function importedUnitE7(rate: string, exchangeRate: string | number, markupBp: number, rateUnits: 1 | 1000 = 1000): number {
  const rate8 = scaled(rate, 8);
  const ex4 = scaled(exchangeRate, 4);
  const factor = 10_000n + BigInt(markupBp);
  const numerator = rate8 * ex4 * factor;
  // 1e8 × 1e4 × 1e4 × 1000 ÷ 1e7; a package's rate is for the whole package (rateUnits 1)
  const denominator = rateUnits === 1 ? 10n ** 9n : 10n ** 12n;
  return Number((numerator + denominator - 1n) / denominator);
}

const limitsOf = (p: ProviderService) => {
  const min = Math.max(1, Math.trunc(p.min));
  return { min, max: Math.max(min, Math.trunc(p.max)) };
};

/** Adds a provider's services to a category, priced with a markup; services already linked are skipped. */
export async function importProviderServices(ctx: AppContext, actor: Actor, providerId: number, body: z.output<typeof importBodySchema>): Promise<ImportResult> {
  const provider = await providerRow(ctx.db, providerId);
  const { services: remote, unreadable } = await fetchProviderServices(ctx, provider);
  const wanted = body.serviceIds ? new Set(body.serviceIds) : null;
  const chosen = remote.filter((s) => !wanted || wanted.has(s.service));
  if (chosen.length === 0) throw badRequest(remote.length === 0 && unreadable.length > 0 ? msg.admin.importNothingReadable(unreadable.length) : msg.admin.importNothing);
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
          // the panel's description is the new service's first notice; the owner edits it from there
          notice: p.description.slice(0, 5000),
          ...limitsOf(p),
          unit_price_e7: importedUnitE7(p.rate, provider.exchange_rate, markupBp, rateUnitsOf(p.type)),
          service_type: p.type,
          ...(isSellableServiceType(p.type) ? { is_read_only: 0 } : { is_read_only: 1, suspend_reason: SUSPEND_REASONS.notSellable(p.type) }),
          // the shop's auto-orders repeat a link + quantity order: offered for Default services only
          enable_auto: body.enableAuto && serviceTypeRule(p.type)?.autoOrders === true ? 1 : 0,
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
      after: { categoryId: body.categoryId, markupPercent: body.markupPercent, created: createdIds, skipped, unreadable: unreadable.map((u) => u.service ?? `#${u.position}`) },
    });
    const message = msg.admin.imported(created.length, skipped.length) + (unreadable.length ? ` ${msg.admin.syncUnreadable(unreadable.length)}` : '');
    return { message, created, skipped, unreadable };
  });
}

/** Without the owner's choice, a read that loses more than this share (%) of the listed services is refused. */
export const DEFAULT_MAX_LOSS_PERCENT = 50;

async function maxLossPercent(db: Executor): Promise<number> {
  return Math.min(await storedWholeNumber(db, 'PRICE_SYNC_MAX_LOSS_PERCENT', DEFAULT_MAX_LOSS_PERCENT, 1), 100);
}

/**
 * A read the sync must not act on: nothing usable at all, or more than the owner's safety share of the
 * services the last good read listed missing at once (one missing service is never enough). A panel
 * that answers `[]` or half its list during an outage would otherwise stop every service mapped to it.
 * Ids of entries that could not be read are still listed: they are not missing.
 */
async function refuseSuspiciousRead(db: Executor, providerId: number, catalog: ProviderCatalog, listed: ReadonlySet<string>): Promise<void> {
  if (catalog.services.length === 0) throw new AppError(502, msg.admin.syncReadEmpty(catalog.unreadable.length), { canForce: true });
  const known = await db.selectFrom('upstream_services').select('service').where('provider_id', '=', providerId).where('gone_at', 'is', null).execute();
  const lost = known.filter((k) => !listed.has(k.service)).length;
  const percent = await maxLossPercent(db);
  if (lost >= 2 && lost * 100 > known.length * percent) throw new AppError(502, msg.admin.syncReadLost(lost, known.length, percent), { canForce: true });
}

/**
 * Re-reads the provider's rates. Only what the shop left to the provider changes: the price of
 * services whose price is not locked, and min/max unless the owner set them (then they are only
 * narrowed into the provider's range). Names, descriptions, categories and flags are never touched.
 * A suspicious read (see refuseSuspiciousRead) changes nothing and fails, unless the owner forces it.
 */
export async function syncProviderPrices(ctx: AppContext, actor: Actor, providerId: number, markupPercent?: number, force = false): Promise<SyncResult> {
  const provider = await providerRow(ctx.db, providerId);
  const catalog = await fetchProviderServices(ctx, provider);
  const remote = new Map(catalog.services.map((s) => [s.service, s]));
  // The panel still lists these, but their entry could not be read: neither repriced nor stopped.
  const unreadableIds = new Set(catalog.unreadable.flatMap((u) => (u.service === null ? [] : [u.service])));
  const listed = new Set([...remote.keys(), ...unreadableIds]);
  if (!force) await refuseSuspiciousRead(ctx.db, providerId, catalog, listed);
  const newBp = markupPercent === undefined ? undefined : Math.round(markupPercent * 100);
  const at = isoNow(ctx.clock);
  return ctx.db.transaction().execute(async (trx) => {
    const services = await trx.selectFrom('services').selectAll().where('provider_id', '=', providerId).where('provider_service_id', 'is not', null).orderBy('id').execute();
    const result: SyncResult = { message: '', checked: services.length, updated: [], limitsChanged: 0, locked: 0, missing: [], routesUpdated: 0, suspended: [], newServices: [], unreadable: catalog.unreadable };
    const typeStopped: SyncResult['suspended'] = [];
    for (const s of services) {
      const p = remote.get(s.provider_service_id!);
      if (!p && unreadableIds.has(s.provider_service_id!)) continue;
      if (!p) {
        result.missing.push({ id: s.id, text: s.text, providerServiceId: s.provider_service_id! });
        continue;
      }
      // what the provider said last (the owner may have corrected the service's own type since)
      const reported = s.provider_type ?? s.service_type;
      if (p.type !== reported) {
        // the provider's new word is kept: the owner, told why it stopped, sets the type and resumes it
        await trx.updateTable('services').set({ provider_type: p.type }).where('id', '=', s.id).execute();
        if (s.is_read_only === 0) {
          // sold as it was, a service whose kind changed upstream would be sent without the fields it now needs
          const stopped = await stopService(trx, s, SUSPEND_REASONS.typeChanged(reported, p.type), at);
          if (stopped) typeStopped.push(stopped);
          continue;
        }
      }
      const priceLocked = s.price_locked === 1 || (s.markup_bp == null && newBp === undefined);
      const markupBp = priceLocked ? s.markup_bp : (newBp ?? s.markup_bp!);
      const price = priceLocked ? Number(s.unit_price_e7) : importedUnitE7(p.rate, provider.exchange_rate, markupBp!, rateUnitsOf(p.type));
      const provided = limitsOf(p);
      let limits = { min: s.min, max: s.max };
      if (s.limits_locked !== 1) limits = provided;
      else {
        const narrowed = { min: Math.max(s.min, provided.min), max: Math.min(s.max, provided.max) };
        if (narrowed.max >= narrowed.min) limits = narrowed;
      }
      if (priceLocked) result.locked++;
      if (price !== Number(s.unit_price_e7)) result.updated.push({ id: s.id, text: s.text, oldPriceE7: Number(s.unit_price_e7), newPriceE7: price });
      if (limits.min !== s.min || limits.max !== s.max) result.limitsChanged++;
      await trx
        .updateTable('services')
        .set({ imported_rate: p.rate, unit_price_e7: price, markup_bp: markupBp, min: limits.min, max: limits.max })
        .where('id', '=', s.id)
        .execute();
      await recordServiceChanges(trx, s, { ...s, unit_price_e7: price }, 'sync', at);
    }
    const follow = await followProviderCatalog(trx, provider, remote, listed, at);
    follow.suspended.unshift(...typeStopped);
    Object.assign(result, follow);
    await trx.updateTable('providers').set({ price_synced_at: at, price_sync_error: null }).where('id', '=', providerId).execute();
    result.message =
      msg.admin.synced(result.updated.length) +
      (follow.suspended.length ? ` ${msg.admin.syncSuspended(follow.suspended.length)}` : '') +
      (catalog.unreadable.length ? ` ${msg.admin.syncUnreadable(catalog.unreadable.length)}` : '');
    await recordAudit(trx, ctx, actor, {
      action: 'provider.sync',
      targetType: 'provider',
      targetId: providerId,
      after: {
        markupPercent: markupPercent ?? null,
        checked: result.checked,
        updated: result.updated,
        limitsChanged: result.limitsChanged,
        locked: result.locked,
        missing: result.missing.map((m) => m.id),
        suspended: follow.suspended.map((m) => m.id),
        newServices: follow.newServices.map((n) => n.service),
        unreadable: catalog.unreadable.map((u) => u.service ?? `#${u.position}`),
        forced: force,
      },
    });
    return result;
  });
}
