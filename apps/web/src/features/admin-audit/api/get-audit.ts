import { pagedSchema } from '@snsshop/shared/admin';
import { auditEntrySchema } from '@snsshop/shared/audit';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminApiPaths } from '../../../config/admin-paths';
import { adminApi, adminKey, withQuery } from '../../../lib/admin/admin-request';

export interface AuditFilter {
  action?: string;
  targetType?: string;
  targetId?: string;
  /** the staff member (member id) who acted */
  adminId?: string;
  page: number;
  /** where the page starts (the page buttons know it) */
  after?: number | undefined;
}

export const AUDIT_PAGE_SIZE = 20;

/** Every admin action, newest first, with before/after. */
export const getAudit = (f: AuditFilter, signal?: AbortSignal) =>
  adminApi.get(withQuery(adminApiPaths.audit, { ...f, size: AUDIT_PAGE_SIZE }), pagedSchema(auditEntrySchema), signal);

export const auditQueryOptions = (f: AuditFilter) =>
  queryOptions({ queryKey: [adminKey, 'audit', f], queryFn: ({ signal }) => getAudit(f, signal), placeholderData: keepPreviousData });

export function useAudit(f: AuditFilter) {
  return useQuery(auditQueryOptions(f));
}
