import { adminMemberDetailSchema } from '@snsshop/shared/members';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminApiPaths } from '../../../config/admin-paths';
import { adminApi, adminKey } from '../../../lib/admin/admin-request';

/** The member with lifetime totals (charged, spent, refunded, orders). */
export const getMember = (id: number, signal?: AbortSignal) => adminApi.get(adminApiPaths.member(id), adminMemberDetailSchema, signal);

export const memberQueryOptions = (id: number) => queryOptions({ queryKey: [adminKey, 'member', id], queryFn: ({ signal }) => getMember(id, signal) });

export function useMember(id: number) {
  return useQuery(memberQueryOptions(id));
}
