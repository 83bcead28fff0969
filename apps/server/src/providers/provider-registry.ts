import type { Db } from '../db/database.js';
import type { Clock } from '../lib/clock.js';
import { ProviderError, type Provider } from './provider.js';
import { createSimulatedProvider } from './simulated-provider.js';
import { createSmmApiV2Provider } from './smm-api-v2-client.js';

/** Which provider fulfils an order: `null` is the built-in simulated one, a number a `providers` row. */
export interface ProviderRegistry {
  get(providerId: number | null): Promise<Provider>;
}

export interface ProviderRegistryOptions {
  db: Db;
  clock: Clock;
  simulated: { partialShare: number; cancelShare: number };
  fetch?: typeof globalThis.fetch;
}

export function createProviderRegistry(opts: ProviderRegistryOptions): ProviderRegistry {
  const simulated = createSimulatedProvider({ clock: opts.clock, ...opts.simulated });
  // Keyed by id and updated_at, so an edited base URL or key takes effect on the next sweep.
  const clients = new Map<number, { version: string; provider: Provider }>();

  return {
    async get(providerId) {
      if (providerId == null) return simulated;
      const row = await opts.db
        .selectFrom('providers')
        .select(['id', 'base_url', 'api_key', 'timeout_ms', 'enabled', 'updated_at'])
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
        ...(opts.fetch ? { fetch: opts.fetch } : {}),
      });
      clients.set(row.id, { version: row.updated_at, provider });
      return provider;
    },
  };
}
