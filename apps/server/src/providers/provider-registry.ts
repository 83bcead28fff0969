import type { Db } from '../db/database.js';
import type { Clock } from '../lib/clock.js';
import { ProviderError, type Provider } from './provider.js';
import { createSimulatedProvider, type SimulatedCancelStore } from './simulated-provider.js';
import { createSmmApiV2Provider } from './smm-api-v2-client.js';

/** Which provider fulfils an order: `null` is the built-in simulated one, a number a `providers` row. */
export interface ProviderRegistry {
  get(providerId: number | null): Promise<Provider>;
  /** A client for a panel the owner is checking, even one switched off (balance, its service list). */
  forPanel(panel: { baseUrl: string; apiKey: string; timeoutMs: number }): Provider;
}

export interface ProviderRegistryOptions {
  db: Db;
  clock: Clock;
  simulated: { partialShare: number; cancelShare: number; refillStepMs?: number; cancelMs?: number };
  fetch?: typeof globalThis.fetch;
}

export function createProviderRegistry(opts: ProviderRegistryOptions): ProviderRegistry {
  const simulated = createSimulatedProvider({ clock: opts.clock, ...opts.simulated, cancels: simulatedCancelStore(opts.db) });
  // Keyed by id and updated_at, so an edited base URL or key takes effect on the next sweep.
  const clients = new Map<number, { version: string; provider: Provider }>();

  return {
    async get(providerId) {
      if (providerId == null) return simulated;
      const row = await opts.db
        .selectFrom('providers')
        .select(['id', 'base_url', 'api_key', 'timeout_ms', 'enabled', 'guards_link', 'updated_at'])
        .where('id', '=', providerId)
        .executeTakeFirst();
      if (!row) throw new ProviderError('unavailable', `provider ${providerId} not found`);
      if (row.enabled !== 1) throw new ProviderError('unavailable', `provider ${providerId} is disabled`);
      const cached = clients.get(row.id);
      if (cached?.version === row.updated_at) return cached.provider;
      const provider = createSmmApiV2Provider({
        baseUrl: row.base_url,
        apiKey: row.api_key,
        timeoutMs: row.timeout_ms,
        guardsLink: row.guards_link === 1,
        ...(opts.fetch ? { fetch: opts.fetch } : {}),
      });
      clients.set(row.id, { version: row.updated_at, provider });
      return provider;
    },
    forPanel: (panel) => createSmmApiV2Provider({ ...panel, ...(opts.fetch ? { fetch: opts.fetch } : {}) }),
  };
}

/** The simulated provider's only state: the cancels it accepted, in the shop's database. */
function simulatedCancelStore(db: Db): SimulatedCancelStore {
  return {
    async record(id, at) {
      await db.insertInto('simulated_cancels').values({ provider_order_id: id, cancelled_at: at }).onConflict((oc) => oc.column('provider_order_id').doNothing()).execute();
    },
    async find(ids) {
      if (ids.length === 0) return new Map();
      const rows = await db.selectFrom('simulated_cancels').selectAll().where('provider_order_id', 'in', ids).execute();
      return new Map(rows.map((r) => [r.provider_order_id, r.cancelled_at]));
    },
  };
}
