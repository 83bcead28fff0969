import {
  adminBonusRuleSchema,
  adminTierSchema,
  bonusRuleCreateBodySchema,
  bonusRuleUpdateBodySchema,
  bonusShortfallsSchema,
  tierCreateBodySchema,
  tierUpdateBodySchema,
} from '@snsshop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../context.js';
import { requireAdmin } from '../../../plugins/require-admin.js';
import * as bonus from '../../../services/growth/bonus-rules-admin.js';
import * as tiers from '../../../services/growth/tiers-admin.js';
import { crudRoutes, hidden } from '../admin-route-kit.js';

const growth = { read: 'growth.read', edit: 'growth.edit' } as const;

/** 충전 보너스 rules (with what each paid) and the reversals whose bonus could not be taken back. */
export const adminBonusRuleRoutes = crudRoutes(
  '/admin/growth/bonus-rules',
  { item: adminBonusRuleSchema, create: bonusRuleCreateBodySchema, update: bonusRuleUpdateBodySchema },
  { list: bonus.listBonusRules, create: bonus.createBonusRule, update: bonus.updateBonusRule, remove: bonus.deleteBonusRule },
  growth,
);

export const adminBonusShortfallRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.addHook('onRequest', requireAdmin);
  app.get('/admin/growth/bonus-shortfalls', { config: { permission: growth.read }, schema: hidden({ response: { 200: bonusShortfallsSchema } }) }, () => bonus.listBonusShortfalls(ctx));
};

/** 회원 등급: the owner's tiers with their members. */
export const adminTierRoutes = crudRoutes(
  '/admin/growth/tiers',
  { item: adminTierSchema, create: tierCreateBodySchema, update: tierUpdateBodySchema },
  { list: tiers.listTiers, create: tiers.createTier, update: tiers.updateTier, remove: tiers.deleteTier },
  growth,
);
