import { pagedSchema } from '@snsshop/shared/admin';
import { adminMemberSchema, type MemberStatus } from '@snsshop/shared/members';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminApiPaths } from '../../../config/admin-paths';
import { adminApi, adminKey, withQuery } from '../../../lib/admin/admin-request';

export interface MembersFilter {
  q: string;
  status: MemberStatus | '';
  page: number;
  /** where the page starts (the page buttons know it) */
  after?: number | undefined;
}

export const MEMBERS_PAGE_SIZE = 20;

export const getMembers = (f: MembersFilter, signal?: AbortSignal) =>
  adminApi.get(withQuery(adminApiPaths.members, { q: f.q.trim(), status: f.status, page: f.page, after: f.after, size: MEMBERS_PAGE_SIZE }), pagedSchema(adminMemberSchema), signal);

export const membersQueryOptions = (f: MembersFilter) =>
  queryOptions({ queryKey: [adminKey, 'members', f], queryFn: ({ signal }) => getMembers(f, signal), placeholderData: keepPreviousData });

export function useMembers(f: MembersFilter) {
  return useQuery(membersQueryOptions(f));
}
