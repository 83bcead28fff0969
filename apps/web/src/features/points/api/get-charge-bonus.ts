import { bonusOffersSchema } from '@snsshop/shared/growth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { memberApiPaths } from '../../../config/member-api-paths';
import { api } from '../../../lib/api-client';

export const getChargeBonus = (signal?: AbortSignal) => api.get(memberApiPaths.chargeBonus, bonusOffersSchema, signal);

/** The charge bonus rules the member's next charge may earn (충전 이벤트); the form picks the best for the amount typed. */
export const chargeBonusQueryOptions = () => queryOptions({ queryKey: ['charge-bonus'], queryFn: ({ signal }) => getChargeBonus(signal), staleTime: 60_000 });

export function useChargeBonus({ enabled }: { enabled: boolean }) {
  return useQuery({ ...chargeBonusQueryOptions(), enabled });
}
