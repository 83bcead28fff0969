import { pagedSchema } from '@snsshop/shared/admin';
import { ledgerEntrySchema } from '@snsshop/shared/members';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminApiPaths } from '../../../config/admin-paths';
import { adminApi, adminKey, withQuery } from '../../../lib/admin/admin-request';

export const LEDGER_PAGE_SIZE = 10;

/** Every balance change of the member, newest first. */
export const getMemberLedger = (id: number, page: number, after: number | undefined, signal?: AbortSignal) =>
  adminApi.get(withQuery(adminApiPaths.memberLedger(id), { page, after, size: LEDGER_PAGE_SIZE }), pagedSchema(ledgerEntrySchema), signal);

export const memberLedgerQueryOptions = (id: number, page: number, after?: number) =>
  queryOptions({ queryKey: [adminKey, 'member-ledger', id, page, after], queryFn: ({ signal }) => getMemberLedger(id, page, after, signal), placeholderData: keepPreviousData });

export function useMemberLedger(id: number, page: number, after?: number) {
  return useQuery(memberLedgerQueryOptions(id, page, after));
}
