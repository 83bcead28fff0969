import { AuthState } from '@snsshop/shared/common';
import type { MemberTier } from '@snsshop/shared/growth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { memberApiPaths } from '../config/member-api-paths';
import { api } from './api-client';
import { useAuthState } from './auth-state';
import { isInt, isNullable, isShape, isString, reader } from './read-answer';

/** The shared memberTierSchema's shape, read without zod: /order shows the tier beside its first price. */
const tierBadge = { name: isString, color: isString, discountPct: isInt };
const memberTierAnswer = reader(
  isShape<MemberTier>({
    tier: isNullable(isShape(tierBadge)),
    next: isNullable(isShape({ ...tierBadge, threshold: isInt, windowDays: isNullable(isInt), counted: isInt, remaining: isInt })),
  }),
);

export const getMemberTier = (signal?: AbortSignal) => api.get(memberApiPaths.tier, memberTierAnswer, signal);

/** A credit may move the tier: the charge screens invalidate this key with the profile's. */
export const memberTierQueryKey = ['member-tier'] as const;
export const memberTierQueryOptions = () => queryOptions({ queryKey: memberTierQueryKey, queryFn: ({ signal }) => getMemberTier(signal), staleTime: 60_000 });

/** The signed-in member's tier (회원 등급) and what the next needs; null for a guest or before it loads. Read by /order and /account. */
export function useMemberTier(): MemberTier | null {
  const signedIn = useAuthState() === AuthState.authorization;
  const { data } = useQuery({ ...memberTierQueryOptions(), enabled: signedIn });
  return signedIn ? (data ?? null) : null;
}
