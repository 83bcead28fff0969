import { adminSettingSchema } from '@snsshop/shared/content';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { adminApiPaths } from '../../../config/admin-paths';
import { adminApi, adminKey } from '../../../lib/admin/admin-request';

/** Every site setting with its control, label and current value. */
export const getAdminSettings = (signal?: AbortSignal) => adminApi.get(adminApiPaths.settings, z.array(adminSettingSchema), signal);

export const adminSettingsQueryOptions = () => queryOptions({ queryKey: [adminKey, 'settings'], queryFn: ({ signal }) => getAdminSettings(signal) });

export function useAdminSettings() {
  return useQuery(adminSettingsQueryOptions());
}
