import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { publicMediaRoutes } from '../media/media.routes.js';
import { adminAuditRoutes } from './audit.routes.js';
import { adminAutoOrderRoutes } from './auto-orders/auto-orders.routes.js';
import { adminCategoryRoutes } from './categories/categories.routes.js';
import { adminChargeRoutes } from './charges/charges.routes.js';
import { adminDashboardRoutes } from './dashboard.routes.js';
import { adminDepositRoutes } from './deposits/deposits.routes.js';
import { adminExportRoutes } from './exports/exports.routes.js';
import { adminMarginRoutes } from './margin.routes.js';
import { adminMeRoutes } from './me.routes.js';
import { adminMediaRoutes } from './media.routes.js';
import { adminMemberRoutes } from './members/members.routes.js';
import { adminNoticeRoutes } from './notices/notices.routes.js';
import { adminNotificationTemplateRoutes } from './notification-templates/notification-templates.routes.js';
import { adminNotificationRoutes } from './notifications/notifications.routes.js';
import { adminOwnerAlertRoutes } from './owner-alerts/owner-alerts.routes.js';
import { adminOrderRoutes } from './orders/orders.routes.js';
import { adminSendAtLossRoutes } from './orders/send-at-loss.routes.js';
import { adminPlatformRoutes } from './platforms/platforms.routes.js';
import { adminPopupRoutes } from './popups/popups.routes.js';
import { adminProviderHealthRoutes } from './providers/provider-health.routes.js';
import { adminProviderRoutes } from './providers/providers.routes.js';
import { adminQnaRoutes } from './qnas/qnas.routes.js';
import { adminRefillRoutes } from './refills/refills.routes.js';
import { adminRegisterWhereRoutes } from './register-where/register-where.routes.js';
import { adminRoutingSettingsRoutes } from './routing-settings.routes.js';
import { adminServiceRouteRoutes } from './services/service-routes.routes.js';
import { adminServiceRoutes } from './services/services.routes.js';
import { adminSettingRoutes } from './settings.routes.js';

/**
 * The shop owner's console under /rest/admin (each group checks the admin role itself) and the
 * public images it uploads. A URL /admin/<resource>/… lives in <resource>/<resource>.routes.ts;
 * a single-path resource (/admin/me, /admin/settings…) in <resource>.routes.ts here.
 */
export const adminConsoleRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, opts) => {
  await app.register(adminMeRoutes, opts);
  await app.register(adminDashboardRoutes, opts);
  await app.register(adminAuditRoutes, opts);
  await app.register(adminMemberRoutes, opts);
  await app.register(adminChargeRoutes, opts);
  await app.register(adminDepositRoutes, opts);
  await app.register(adminOrderRoutes, opts);
  await app.register(adminAutoOrderRoutes, opts);
  await app.register(adminRefillRoutes, opts);
  await app.register(adminNotificationRoutes, opts);
  await app.register(adminNotificationTemplateRoutes, opts);
  await app.register(adminOwnerAlertRoutes, opts);
  await app.register(adminPlatformRoutes, opts);
  await app.register(adminCategoryRoutes, opts);
  await app.register(adminServiceRoutes, opts);
  await app.register(adminMediaRoutes, opts);
  await app.register(adminProviderRoutes, opts);
  await app.register(adminProviderHealthRoutes, opts);
  await app.register(adminServiceRouteRoutes, opts);
  await app.register(adminRoutingSettingsRoutes, opts);
  await app.register(adminMarginRoutes, opts);
  await app.register(adminSendAtLossRoutes, opts);
  await app.register(adminExportRoutes, opts);
  await app.register(adminNoticeRoutes, opts);
  await app.register(adminQnaRoutes, opts);
  await app.register(adminPopupRoutes, opts);
  await app.register(adminRegisterWhereRoutes, opts);
  await app.register(adminSettingRoutes, opts);
  await app.register(publicMediaRoutes, opts);
};
