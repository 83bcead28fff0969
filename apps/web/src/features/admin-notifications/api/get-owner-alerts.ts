import { ownerAlertSettingsSchema } from '@snsshop/shared/notifications';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminApiPaths } from '../../../config/admin-paths';
import { adminApi, adminKey } from '../../../lib/admin/admin-request';

/** Where the owner's alert digests go (whether a bot token is set, never the token). */
export const getOwnerAlerts = (signal?: AbortSignal) => adminApi.get(adminApiPaths.ownerAlerts, ownerAlertSettingsSchema, signal);

export const ownerAlertsQueryOptions = () => queryOptions({ queryKey: [adminKey, 'owner-alerts'], queryFn: ({ signal }) => getOwnerAlerts(signal) });

export function useOwnerAlerts() {
  return useQuery(ownerAlertsQueryOptions());
}
