import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { createKakaoClient, type KakaoClient } from './auth/kakao-client.js';
import { createNaverClient, type NaverClient } from './auth/naver-client.js';
import type { TokenService } from './auth/tokens.js';
import type { Config } from './config.js';
import type { Db, Dialect } from './db/database.js';
import { createRateStore, type RateStore } from './db/rate-store.js';
import type { Clock } from './lib/clock.js';
import { createOwnerAlerts, type OwnerAlerts } from './lib/owner-alerts.js';
import { createNotifier, type Notifier } from './notify/notifier.js';
import { createPaymentAdapters, type PaymentAdapters } from './payments/payments.js';
import { createProviderRegistry, type ProviderRegistry } from './providers/provider-registry.js';

export interface SocialClients {
  /** null without NAVER_CLIENT_ID / NAVER_CLIENT_SECRET. */
  naver: NaverClient | null;
  kakao: KakaoClient;
}

/** The outside systems, each behind its adapter; use cases never call them another way. */
export interface Adapters {
  providers: ProviderRegistry;
  payments: PaymentAdapters;
  notifier: Notifier;
  social: SocialClients;
  /** Where rate limits are counted (the database, or Redis/Valkey with REDIS_URL), shared by every process. */
  rates: RateStore;
  /** Circuit opened, an order held by the cost guard, a low provider balance: for a notifier to pick up. */
  ownerAlerts: OwnerAlerts;
}

/** What use cases need from the running app; built once in buildApp. */
export interface AppContext extends Adapters {
  config: Config;
  db: Db;
  dialect: Dialect;
  clock: Clock;
  tokens: TokenService;
  /** Set when metrics are on: counts and times the requests of another listener (the customer API). */
  observeHttp?: (app: FastifyInstance, listener: string) => void;
}

/** Every outside-system adapter, built once from config (buildApp puts them in AppContext). */
export function createAdapters(deps: { config: Config; db: Db; clock: Clock; log?: Pick<FastifyBaseLogger, 'info'> }): Adapters {
  const { config, db, clock } = deps;
  const { clientId, clientSecret } = config.naver;
  return {
    providers: createProviderRegistry({ db, clock, simulated: config.simulated }),
    rates: createRateStore(db, config.redisUrl, config.databaseUrl ? 'postgres' : 'sqlite'),
    ownerAlerts: createOwnerAlerts(),
    payments: createPaymentAdapters(config),
    notifier: createNotifier(deps),
    social: {
      naver: clientId && clientSecret ? createNaverClient({ ...config.naver, clientId, clientSecret }) : null,
      kakao: createKakaoClient(config.kakao),
    },
  };
}
