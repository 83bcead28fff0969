import { adminMessageSchema } from '@snsshop/shared/admin';
import { consoleSessionSchema } from '@snsshop/shared/staff';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { adminApiPaths } from '../../../config/admin-paths';
import { adminApi, adminKey, useAdminMutation } from '../../../lib/admin/admin-request';

/** Mine (every staff member) or every staff member's (the owner). */
export const getSessions = (scope: 'mine' | 'all', signal?: AbortSignal) =>
  adminApi.get(scope === 'mine' ? adminApiPaths.sessions : adminApiPaths.staffSessions, z.array(consoleSessionSchema), signal);
export const sessionsQueryOptions = (scope: 'mine' | 'all') => queryOptions({ queryKey: [adminKey, 'sessions', scope], queryFn: ({ signal }) => getSessions(scope, signal) });
export const useSessions = (scope: 'mine' | 'all') => useQuery(sessionsQueryOptions(scope));

export const endSession = ({ sid, scope }: { sid: string; scope: 'mine' | 'all' }) => adminApi.delete(scope === 'mine' ? adminApiPaths.session(sid) : adminApiPaths.staffSession(sid));
export const useEndSession = () => useAdminMutation({ mutationFn: endSession, success: (r) => r.message });

export const endOtherSessions = () => adminApi.post(adminApiPaths.sessionsEndOthers, {}, adminMessageSchema);
export const useEndOtherSessions = () => useAdminMutation({ mutationFn: endOtherSessions, success: (r) => r.message });
