import helmet from '@fastify/helmet';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { createTokenService } from './auth/tokens.js';
import type { Config } from './config.js';
import type { AppContext } from './context.js';
import { openDatabase, type Database } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { seedOnFirstRun, type SeedResult } from './db/seed/seed-on-first-run.js';
import { systemClock, type Clock } from './lib/clock.js';
import { loadSecrets } from './lib/secrets.js';
import { registerAuthenticate } from './plugins/authenticate.js';
import { registerErrorHandler } from './plugins/error-handler.js';
import { registerWebApp } from './plugins/web-app.js';
import { authRoutes } from './routes/auth/auth.routes.js';
import { orderRoutes } from './routes/orders/orders.routes.js';
import { API_PREFIX } from './routes/prefix.js';
import { serviceRoutes } from './routes/service/service.routes.js';

export interface AppDeps {
  clock?: Clock;
  /** Tests may hand in a database; otherwise one is opened from config and closed with the app. */
  database?: Database;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
    seed: SeedResult;
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
    };
    app.decorate('ctx', ctx);
    app.decorate('seed', config.seedDemo ? await seedOnFirstRun(ctx) : { seeded: false, demoLogin: null });
  } catch (err) {
    await app.close();
    throw err;
  }

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerAuthenticate(app, app.ctx);

  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });

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
      await api.register(orderRoutes, { ctx: app.ctx });
      api.get('/openapi.json', { schema: { hide: true } }, () => app.swagger());
      api.get('/health', { schema: { hide: true } }, async () => {
        await app.ctx.db.selectFrom('app_meta').select('key').limit(1).execute();
        return { ok: true };
      });
    },
    { prefix: API_PREFIX },
  );

  await registerWebApp(app, config.webDist);
  return app;
}
