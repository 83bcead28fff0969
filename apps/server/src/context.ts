import type { FastifyInstance } from 'fastify';
import type { TokenService } from './auth/tokens.js';
import type { Config } from './config.js';
import type { Db, Dialect } from './db/database.js';
import type { Clock } from './lib/clock.js';
import type { ProviderRegistry } from './providers/provider-registry.js';

/** What use cases need from the running app; built once in buildApp. */
export interface AppContext {
  config: Config;
  db: Db;
  dialect: Dialect;
  clock: Clock;
  tokens: TokenService;
  providers: ProviderRegistry;
  /** Set when metrics are on: counts and times the requests of another listener (the customer API). */
  observeHttp?: (app: FastifyInstance, listener: string) => void;
}
