import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { createTokenService } from './auth/tokens.js';
import type { Config } from './config.js';
import { createAdapters, type AppContext } from './context.js';
import { openDatabase, type Database } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { seedOnFirstRun, type SeedResult } from './services/seed/seed-on-first-run.js';
import { systemClock, type Clock } from './lib/clock.js';
import { loadSecrets } from './lib/secrets.js';
import { registerAuthenticate } from './plugins/authenticate.js';
import { registerDrain } from './plugins/drain.js';
import { registerErrorHandler } from './plugins/error-handler.js';
import { frameworkErrors, registerSecurityHeaders, shopHeaderOptions, shopPopupPages } from './plugins/security-headers.js';
import { registerMetrics } from './plugins/metrics.js';
import { registerWebApp } from './plugins/web-app.js';
import { recordConsolePermissions } from './plugins/require-admin.js';
import { dispatchDueOrders } from './jobs/dispatch-orders.js';
import { startJobs, type JobRunner } from './lib/job-runner.js';
import { syncOrderStatuses } from './jobs/sync-orders.js';
import { refreshServiceStats } from './jobs/refresh-service-stats.js';
import { foldRollups } from './db/rollup-sql.js';
import { indexOrderLinks } from './db/link-search.js';
import { runPriceSync } from './jobs/price-sync.js';
import { forwardRoutingAlerts } from './services/notifications/owner-alerts.js';
import { runRefillSweep } from './jobs/refill-sweep.js';
import { readJobsHealth } from './services/dashboard/jobs-health.js';
import { accountRoutes } from './routes/auth/account.routes.js';
import { notificationPreferenceRoutes } from './routes/auth/notification-preferences.routes.js';
import { memberWebhookRoutes } from './routes/auth/member-webhook.routes.js';
import { accountRecoveryRoutes } from './routes/service/account-recovery.routes.js';
import { readBackupHealth, startBackupSchedule } from './db/backup/backup-schedule.js';
import { adminConsoleRoutes } from './routes/admin/admin-console.routes.js';
import { authRoutes } from './routes/auth/auth.routes.js';
import { chargeRoutes } from './routes/service/point/point.routes.js';
import { refundRoutes } from './routes/service/point/refund.routes.js';
import { couponRoutes } from './routes/service/coupon/coupon.routes.js';
import { memberGrowthRoutes } from './routes/service/growth/growth.routes.js';
import { pointStatementRoutes } from './routes/service/point/point-statement.routes.js';
import { inquiryRoutes } from './routes/service/inquiry/inquiry.routes.js';
import { massOrderRoutes } from './routes/service/mass-order/mass-order.routes.js';
import { orderRoutes } from './routes/service/order/order.routes.js';
import { orderDetailRoutes } from './routes/service/order/order-detail.routes.js';
import { serviceStatsRoutes } from './routes/service/service-stats.routes.js';
import { refillRoutes } from './routes/service/order/refill.routes.js';
import { referralRoutes } from './routes/service/referral/referral.routes.js';
import { reviewRoutes } from './routes/service/reviews/reviews.routes.js';
import { autoOrderRoutes } from './routes/service/auto-order/auto-order.routes.js';
import { subscriptionRoutes } from './routes/service/subscription/subscription.routes.js';
import { runDueAutoOrders } from './jobs/run-auto-orders.js';
import { expireCharges } from './jobs/expire-charges.js';
import { issueDueReceipts } from './jobs/issue-receipts.js';
import { checkProviderBalancesWhenDue } from './jobs/check-provider-balances.js';
import { sweepTiersWhenDue } from './jobs/tier-sweep.js';
import { deliverNotifications } from './jobs/deliver-notifications.js';
import { sendOwnerAlerts } from './jobs/owner-alerts.js';
import { alertFailingSweep } from './services/notifications/owner-alerts.js';
import { deliverWebhooks } from './jobs/deliver-webhooks.js';
import { reconcileFinishedDays } from './jobs/reconcile-days.js';
import { alimtalkModeLine } from './notify/notifier.js';
import { retryChargeRegistrations } from './services/charges/register-charge-match.js';
import { API_PREFIX } from './lib/api-prefix.js';
import { serviceRoutes } from './routes/service/service.routes.js';
import { webhookRoutes } from './routes/webhooks/webhooks.routes.js';
import { setUpAccounts } from './services/members/account-kit.js';
import { apiInfoRoutes } from './routes/service/api-info.routes.js';

export interface AppDeps {
  clock?: Clock;
  /** Tests may hand in a database; otherwise one is opened from config and closed with the app. */
  database?: Database;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
    seed: SeedResult;
    jobs: JobRunner;
  }
}

/** Builds the whole shop: database (migrated, seeded on first run), API under /rest, and the SPA. */
export async function buildApp(config: Config, deps: AppDeps = {}): Promise<FastifyInstance> {
  const clock = deps.clock ?? systemClock;
  const database = deps.database ?? openDatabase(config);
  const app = Fastify({
    logger: { level: config.logLevel, redact: ['req.headers.authorization', 'req.headers["api-key"]'] },
    trustProxy: config.trustProxy,
    bodyLimit: 64 * 1024,
    frameworkErrors: frameworkErrors(shopHeaderOptions(config.imgHosts)),
    // a request that arrives while the process shuts down is refused by the drain, in Korean
    return503OnClosing: false,
  }).withTypeProvider<ZodTypeProvider>();
  if (!deps.database) app.addHook('onClose', () => database.close());

  try {
    await migrateToLatest(database);
    const secrets = loadSecrets(config.dataDir, config.tokenSecret);
    const ctx: AppContext = {
      config,
      db: database.db,
      dialect: database.dialect,
      clock,
      tokens: createTokenService(secrets.tokenKey, config.tokenTtlSeconds, clock),
      ...createAdapters({ config, db: database.db, clock, log: app.log }),
    };
    app.decorate('ctx', ctx);
    app.addHook('onClose', () => ctx.rates.close());
    // A provider's circuit opening or low balance reaches the owner in the alert digests.
    const stopRoutingAlerts = forwardRoutingAlerts(ctx);
    app.addHook('onClose', async () => {
      stopRoutingAlerts();
    });
    // Purpose keys for account use cases; logs once where mail and SMS go.
    const accounts = setUpAccounts(ctx, secrets, app.log);
    app.addHook('preClose', () => accounts.drain());
    app.decorate('seed', config.seedDemo ? await seedOnFirstRun(ctx) : { seeded: false, demoLogin: null });
  } catch (err) {
    await app.close();
    throw err;
  }

  // Auto-order runs, dispatch, status sync and charge expiry live in the server process; they start once the app is ready.
  const jobs = startJobs(
    app.ctx,
    app.log,
    [
      { name: 'auto-orders', run: runDueAutoOrders },
      { name: 'dispatch', run: dispatchDueOrders },
      { name: 'sync', run: syncOrderStatuses },
      { name: 'refills', run: runRefillSweep },
      { name: 'expire-charges', run: expireCharges },
      { name: 'charge-registrations', run: retryChargeRegistrations },
      { name: 'receipts', run: issueDueReceipts },
      { name: 'service-stats', run: refreshServiceStats },
      { name: 'rollups', run: (c) => foldRollups(c.db, c.dialect) },
      { name: 'link-search', run: (c) => indexOrderLinks(c.db, c.dialect) },
      { name: 'provider-balances', run: checkProviderBalancesWhenDue },
      { name: 'tiers', run: sweepTiersWhenDue },
      { name: 'price-sync', run: runPriceSync },
      { name: 'notifications', run: deliverNotifications },
      { name: 'owner-alerts', run: sendOwnerAlerts },
      { name: 'webhooks', run: deliverWebhooks },
      { name: 'reconciliation', run: reconcileFinishedDays },
    ],
    { tickMs: config.jobs.tickMs, onRepeatedFailure: { after: 5, call: (job, n, error) => alertFailingSweep(app.ctx.db, job, n, error, app.ctx.clock.now()) } },
  );
  app.decorate('jobs', jobs);
  const alimtalkLine = alimtalkModeLine(app.ctx.notifier);
  if (alimtalkLine && config.jobs.enabled) app.log.warn(alimtalkLine);
  if (config.jobs.enabled) app.addHook('onReady', () => jobs.start());
  app.addHook('preClose', () => jobs.stop());
  if (config.jobs.enabled) {
    const stopBackups = startBackupSchedule(config, app.ctx.db, app.log);
    app.addHook('preClose', () => stopBackups());
  }

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerAuthenticate(app, app.ctx);
  recordConsolePermissions(app);
  if (config.metricsToken) registerMetrics(app, { token: config.metricsToken, jobs, pool: database.pool });

  registerSecurityHeaders(app, shopHeaderOptions(config.imgHosts), shopPopupPages);
  registerDrain(app);

  await app.register(swagger, {
    openapi: {
      info: { title: 'SNS 성장 서비스 스토어 API', version: '0.1.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });

  await app.register(
    async (api) => {
      await api.register(serviceRoutes, { ctx: app.ctx });
      await api.register(authRoutes, { ctx: app.ctx });
      await api.register(accountRoutes, { ctx: app.ctx });
      await api.register(notificationPreferenceRoutes, { ctx: app.ctx });
      await api.register(memberWebhookRoutes, { ctx: app.ctx });
      await api.register(accountRecoveryRoutes, { ctx: app.ctx });
      await api.register(orderRoutes, { ctx: app.ctx });
      await api.register(massOrderRoutes, { ctx: app.ctx });
      await api.register(orderDetailRoutes, { ctx: app.ctx });
      await api.register(serviceStatsRoutes, { ctx: app.ctx });
      await api.register(refillRoutes, { ctx: app.ctx });
      await api.register(referralRoutes, { ctx: app.ctx });
      await api.register(reviewRoutes, { ctx: app.ctx });
      await api.register(autoOrderRoutes, { ctx: app.ctx });
      await api.register(subscriptionRoutes, { ctx: app.ctx });
      await api.register(chargeRoutes, { ctx: app.ctx });
      await api.register(refundRoutes, { ctx: app.ctx });
      await api.register(couponRoutes, { ctx: app.ctx });
      await api.register(memberGrowthRoutes, { ctx: app.ctx });
      await api.register(pointStatementRoutes, { ctx: app.ctx });
      await api.register(inquiryRoutes, { ctx: app.ctx });
      await api.register(webhookRoutes, { ctx: app.ctx });
      await api.register(adminConsoleRoutes, { ctx: app.ctx });
      await api.register(apiInfoRoutes, { ctx: app.ctx });
      api.get('/openapi.json', { schema: { hide: true } }, () => app.swagger());
      api.get('/health', { schema: { hide: true } }, async () => ({ ok: true, jobs: await readJobsHealth(app.ctx, jobs), backup: await readBackupHealth(config, app.ctx.db) }));
    },
    { prefix: API_PREFIX },
  );

  await registerWebApp(app, config.webDist);
  return app;
}
