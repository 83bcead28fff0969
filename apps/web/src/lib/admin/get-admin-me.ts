import type { AdminMe, RoutePermission } from '@snsshop/shared/staff';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminApiPaths } from '../../config/admin-paths';
import { api } from '../api-client';
import { isArrayOf, isBoolean, isInt, isOptional, isShape, isString, reader } from '../read-answer';

export const adminMeQueryKey = ['admin-me'] as const;

/** The shared adminMeSchema's shape, read without zod: the gate sits in the first screen's code. */
const adminMeAnswer = reader(isShape<AdminMe>({ id: isInt, loginId: isString, role: isString as never, permissions: isArrayOf(isString) as never, twoFactor: isString as never, passwordChange: isOptional(isBoolean) }));

/** 200 for staff; what the signed-in role may use (the nav shows only these screens). */
export const canUse = (me: AdminMe | undefined, permission: AdminMe['permissions'][number]) => !!me?.permissions.includes(permission);

/** Whether the role may open a console screen: `self` screens are every staff member's own. */
export const mayOpen = (me: AdminMe | undefined, permission: RoutePermission) => permission === 'self' || canUse(me, permission);

/** Anyone who is not staff gets 404, exactly like a path that does not exist. */
export const getAdminMe = (signal?: AbortSignal) => api.get(adminApiPaths.me, adminMeAnswer, signal);

export const adminMeQueryOptions = () => queryOptions({ queryKey: adminMeQueryKey, queryFn: ({ signal }) => getAdminMe(signal), staleTime: 5 * 60_000 });

export function useAdminMe() {
  return useQuery(adminMeQueryOptions());
}

/**
 * Whether the signed-in staff member's role may do this: a screen offers only the actions it may (the
 * server refuses the rest anyway). The console's gate has read the role before any screen draws; a screen
 * drawn without it (on its own) offers its actions and leaves the refusal to the server.
 */
export function useCan(permission: AdminMe['permissions'][number]): boolean {
  const me = useAdminMe().data;
  return me === undefined || canUse(me, permission);
}
