import { adminBonusRuleSchema, bonusShortfallsSchema, type BonusRuleCreateBody, type BonusRuleUpdateBody } from '@snsshop/shared/growth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminApiPaths } from '../../../config/admin-paths';
import { adminApi, adminKey } from '../../../lib/admin/admin-request';
import { crudResource } from '../../../lib/admin/crud-resource';

/** 충전 보너스 rules, each with the bonuses it paid. */
export const bonusRulesApi = crudResource<typeof adminBonusRuleSchema, BonusRuleCreateBody, BonusRuleUpdateBody>('bonus-rules', adminApiPaths.bonusRules, adminBonusRuleSchema);

/** Reversed charges whose bonus the member had already spent. */
export function useBonusShortfalls() {
  return useQuery(queryOptions({ queryKey: [adminKey, 'bonus-shortfalls'], queryFn: ({ signal }) => adminApi.get(adminApiPaths.bonusShortfalls, bonusShortfallsSchema, signal) }));
}
