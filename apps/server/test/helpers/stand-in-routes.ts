import type { FastifyInstance } from 'fastify';
import { startStandInPanel, type StandInPanel } from '../stand-ins/smm-panel.js';

export interface PanelProvider {
  panel: StandInPanel;
  providerId: number;
}

/** Another local SMM API v2 panel registered as a provider (no service of its own). */
export async function standInProvider(app: FastifyInstance, opts: { balance?: string; timeoutMs?: number; exchangeRate?: string; name?: string } = {}): Promise<PanelProvider> {
  const panel = await startStandInPanel({ balance: opts.balance ?? '100000' });
  const at = new Date().toISOString();
  const row = await app.ctx.db
    .insertInto('providers')
    .values({ name: opts.name ?? 'stand-in 2', base_url: panel.url, api_key: panel.key, timeout_ms: opts.timeoutMs ?? 2000, enabled: 1, guards_link: 1, exchange_rate: opts.exchangeRate ?? '1', created_at: at, updated_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { panel, providerId: row.id };
}

export interface RouteSpec {
  providerId: number | null;
  providerServiceId: string | null;
  enabled?: boolean;
  costE7?: number | null;
}

/** Replaces a service's routes, tried in the order given. */
export async function setRoutes(app: FastifyInstance, serviceId: number, routes: RouteSpec[]): Promise<number[]> {
  const { db } = app.ctx;
  const at = new Date().toISOString();
  await db.deleteFrom('service_routes').where('service_id', '=', serviceId).execute();
  const ids: number[] = [];
  for (const [i, r] of routes.entries()) {
    const row = await db
      .insertInto('service_routes')
      .values({ service_id: serviceId, position: i + 1, provider_id: r.providerId, provider_service_id: r.providerServiceId, enabled: r.enabled === false ? 0 : 1, rate: null, cost_e7: r.costE7 ?? null, created_at: at, updated_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.push(row.id);
  }
  return ids;
}
