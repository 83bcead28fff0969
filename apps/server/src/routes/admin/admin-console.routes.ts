import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { adminCatalogRoutes } from './admin-catalog.routes.js';
import { adminContentRoutes } from './admin-content.routes.js';
import { adminDashboardRoutes } from './admin-dashboard.routes.js';
import { adminMemberRoutes } from './admin-members.routes.js';
import { adminOrderRoutes } from './admin-orders.routes.js';
import { adminProviderRoutes } from './admin-providers.routes.js';
import { publicMediaRoutes } from './public-media.routes.js';

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
