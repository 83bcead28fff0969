import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { adminCatalogRoutes } from './services/services.routes.js';
import { adminContentRoutes } from './notices/notices.routes.js';
import { adminDashboardRoutes } from './dashboard.routes.js';
import { adminMemberRoutes } from './members/members.routes.js';
import { adminOrderRoutes } from './orders/orders.routes.js';
import { adminProviderRoutes } from './providers/providers.routes.js';
import { publicMediaRoutes } from '../media/media.routes.js';

/** The shop owner's console (each group checks the admin role itself) and the public images it uploads. */
export const adminConsoleRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, opts) => {
  await app.register(adminDashboardRoutes, opts);
  await app.register(adminMemberRoutes, opts);
  await app.register(adminOrderRoutes, opts);
  await app.register(adminCatalogRoutes, opts);
  await app.register(adminProviderRoutes, opts);
  await app.register(adminContentRoutes, opts);
  await app.register(publicMediaRoutes, opts);
};
