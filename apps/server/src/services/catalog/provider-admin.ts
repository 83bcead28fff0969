import { msg, type AdminProvider, type ProviderBalance, type ProviderCreateBody, type ProviderServiceList, type providerUpdateBodySchema } from '@snsshop/shared';
import type { Selectable } from 'kysely';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/database.js';
import type { ProvidersTable } from '../../db/schema.js';
import { addMs, isoNow } from '../../lib/clock.js';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.js';
import type { Provider } from '../../providers/provider.js';
import { smmApiV2Endpoint } from '../../providers/smm-api-v2-client.js';
import { changedRows, recordAudit, type Actor } from '../audit/audit.js';

type ProviderRow = Selectable<ProvidersTable>;

/** Enough of a key to recognise it, never enough to use it. */
export function maskKey(key: string): string {
  if (key.length <= 8) return '•'.repeat(Math.max(key.length, 4));
  return `${key.slice(0, 4)}${'•'.repeat(Math.min(key.length - 8, 12))}${key.slice(-4)}`;
}

function toAdminProvider(r: ProviderRow, serviceCount: number): AdminProvider {
  return {
    id: r.id,
    name: r.name,
    baseUrl: r.base_url,
    apiKeyMasked: maskKey(r.api_key),
    timeoutMs: r.timeout_ms,
    enabled: r.enabled === 1,
    exchangeRate: Number(r.exchange_rate),
    guardsLink: r.guards_link === 1,
    serviceCount,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
    priceSyncedAt: r.price_synced_at,
    priceSyncError: r.price_sync_error,
  };
}

/** What an audit row may hold of a provider: everything but the key. */
const auditView = (r: ProviderRow) => ({ name: r.name, baseUrl: r.base_url, apiKey: maskKey(r.api_key), timeoutMs: r.timeout_ms, enabled: r.enabled === 1, exchangeRate: r.exchange_rate, guardsLink: r.guards_link === 1 });

async function counted(db: Executor, r: ProviderRow): Promise<AdminProvider> {
  const n = await db.selectFrom('services').select((eb) => eb.fn.countAll<number>().as('n')).where('provider_id', '=', r.id).executeTakeFirstOrThrow();
  return toAdminProvider(r, Number(n.n));
}

export async function providerRow(db: Executor, id: number): Promise<ProviderRow> {
  const row = await db.selectFrom('providers').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound(msg.admin.providerNotFound);
  return row;
}

export async function listProviders(ctx: AppContext): Promise<AdminProvider[]> {
  const rows = await ctx.db.selectFrom('providers').selectAll().orderBy('id').execute();
  return Promise.all(rows.map((r) => counted(ctx.db, r)));
}

function checkBaseUrl(url: string): string {
  try {
    smmApiV2Endpoint(url);
    return url.replace(/\/+$/, '');
  } catch {
    throw badRequest(msg.admin.urlInvalid);
  }
}

export async function createProvider(ctx: AppContext, actor: Actor, body: Required<ProviderCreateBody>): Promise<AdminProvider> {
  const at = isoNow(ctx.clock);
  return ctx.db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('providers')
      .values({
        name: body.name,
        base_url: checkBaseUrl(body.baseUrl),
        api_key: body.apiKey,
        timeout_ms: body.timeoutMs,
        enabled: body.enabled ? 1 : 0,
        exchange_rate: String(body.exchangeRate),
        guards_link: body.guardsLink ? 1 : 0,
        created_at: at,
        updated_at: at,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordAudit(trx, ctx, actor, { action: 'provider.create', targetType: 'provider', targetId: row.id, after: auditView(row) });
    return toAdminProvider(row, 0);
  });
}

export async function updateProvider(ctx: AppContext, actor: Actor, id: number, body: z.output<typeof providerUpdateBodySchema>): Promise<AdminProvider> {
  const at = isoNow(ctx.clock);
  return ctx.db.transaction().execute(async (trx) => {
    const before = await providerRow(trx, id);
    const row = await trx
      .updateTable('providers')
      .set({
        ...(body.name !== undefined ? { name: body.name } : {}),
        ...(body.baseUrl !== undefined ? { base_url: checkBaseUrl(body.baseUrl) } : {}),
        ...(body.apiKey !== undefined ? { api_key: body.apiKey } : {}),
        ...(body.timeoutMs !== undefined ? { timeout_ms: body.timeoutMs } : {}),
        ...(body.enabled !== undefined ? { enabled: body.enabled ? 1 : 0 } : {}),
        ...(body.exchangeRate !== undefined ? { exchange_rate: String(body.exchangeRate) } : {}),
        ...(body.guardsLink !== undefined ? { guards_link: body.guardsLink ? 1 : 0 } : {}),
        // The registry keys its clients by updated_at: a new URL or key takes effect on the next call.
        updated_at: at === before.updated_at ? addMs(at, 1) : at,
      })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordAudit(trx, ctx, actor, { action: 'provider.update', targetType: 'provider', targetId: id, before: auditView(before), after: auditView(row) });
    return counted(trx, row);
  });
}

export async function deleteProvider(ctx: AppContext, actor: Actor, id: number): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const before = await providerRow(trx, id);
    const used =
      (await trx.selectFrom('services').select('id').where('provider_id', '=', id).limit(1).executeTakeFirst()) ??
      (await trx.selectFrom('orders').select('id').where('provider_id', '=', id).limit(1).executeTakeFirst()) ??
      (await trx.selectFrom('service_routes').select('id').where('provider_id', '=', id).limit(1).executeTakeFirst());
    if (used) throw conflict(msg.admin.providerInUse);
    if (changedRows(await trx.deleteFrom('providers').where('id', '=', id).executeTakeFirst()) === 0) throw notFound(msg.admin.providerNotFound);
    await recordAudit(trx, ctx, actor, { action: 'provider.delete', targetType: 'provider', targetId: id, before: auditView(before) });
  });
}

/** A client for this row even when it is switched off (the owner checks it before enabling). */
export function clientFor(ctx: AppContext, row: ProviderRow, maxTimeoutMs = Infinity): Provider {
  return ctx.providers.forPanel({ baseUrl: row.base_url, apiKey: row.api_key, timeoutMs: Math.min(row.timeout_ms, maxTimeoutMs) });
}

/** The dashboard waits this long at most for a panel's balance. */
const DASHBOARD_TIMEOUT_MS = 5_000;

const reasonOf = (err: unknown) => msg.admin.providerUnreachable(err instanceof Error ? err.message : String(err));

async function balanceOf(id: number | null, name: string, provider: () => Promise<Provider>): Promise<ProviderBalance> {
  try {
    const b = await (await provider()).getBalance();
    return { id, name, balance: b.balance, currency: b.currency, error: null };
  } catch (err) {
    return { id, name, balance: null, currency: null, error: reasonOf(err) };
  }
}

export async function providerBalance(ctx: AppContext, id: number): Promise<ProviderBalance> {
  const row = await providerRow(ctx.db, id);
  return balanceOf(row.id, row.name, async () => clientFor(ctx, row));
}

/** The built-in simulated provider and every enabled panel, asked at the same time. */
export async function providerBalances(ctx: AppContext): Promise<ProviderBalance[]> {
  const rows = await ctx.db.selectFrom('providers').selectAll().where('enabled', '=', 1).orderBy('id').execute();
  return Promise.all([balanceOf(null, '기본 (시뮬레이션)', () => ctx.providers.get(null)), ...rows.map((r) => balanceOf(r.id, r.name, async () => clientFor(ctx, r, DASHBOARD_TIMEOUT_MS)))]);
}

/** The panel's own list (and the entries of it that cannot be read); 502 when it cannot be read at all. */
export async function fetchProviderServices(ctx: AppContext, row: ProviderRow) {
  try {
    return await clientFor(ctx, row).listServices();
  } catch (err) {
    throw new AppError(502, reasonOf(err));
  }
}

export async function listProviderServices(ctx: AppContext, id: number): Promise<ProviderServiceList> {
  const row = await providerRow(ctx.db, id);
  const { services, unreadable } = await fetchProviderServices(ctx, row);
  const linked = await ctx.db.selectFrom('services').select(['id', 'provider_service_id']).where('provider_id', '=', id).execute();
  const byRemote = new Map(linked.map((l) => [l.provider_service_id, l.id]));
  return { items: services.map((s) => ({ ...s, importedServiceId: byRemote.get(s.service) ?? null })), unreadable };
}
