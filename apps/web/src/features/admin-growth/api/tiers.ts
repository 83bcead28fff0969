import { adminTierSchema, type TierCreateBody, type TierUpdateBody } from '@snsshop/shared/growth';
import { adminApiPaths } from '../../../config/admin-paths';
import { crudResource } from '../../../lib/admin/crud-resource';

/** 회원 등급, each with its members now. */
export const tiersApi = crudResource<typeof adminTierSchema, TierCreateBody, TierUpdateBody>('tiers', adminApiPaths.tiers, adminTierSchema);
