import { staffMemberSchema, staffPolicySchema } from '@snsshop/shared/staff';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { adminApiPaths } from '../../../config/admin-paths';
import { adminApi, adminKey } from '../../../lib/admin/admin-request';

export const getStaff = (signal?: AbortSignal) => adminApi.get(adminApiPaths.staff, z.array(staffMemberSchema), signal);
export const staffQueryOptions = () => queryOptions({ queryKey: [adminKey, 'staff'], queryFn: ({ signal }) => getStaff(signal) });
export const useStaff = () => useQuery(staffQueryOptions());

export const getStaffPolicy = (signal?: AbortSignal) => adminApi.get(adminApiPaths.staffPolicy, staffPolicySchema, signal);
export const useStaffPolicy = () => useQuery({ queryKey: [adminKey, 'staff-policy'], queryFn: ({ signal }) => getStaffPolicy(signal) });
