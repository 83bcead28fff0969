import { staffMemberSchema } from '@snsshop/shared/staff';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { adminApiPaths } from '../../../config/admin-paths';
import { adminApi, adminKey } from '../../../lib/admin/admin-request';

/** The staff list for the "who" filter (only a role that manages staff may read it: the owner). */
export const getAuditStaff = (signal?: AbortSignal) => adminApi.get(adminApiPaths.staff, z.array(staffMemberSchema), signal);

export function useAuditStaff(enabled: boolean) {
  return useQuery({ queryKey: [adminKey, 'staff'], queryFn: ({ signal }) => getAuditStaff(signal), enabled });
}
