import { msg } from '@snsshop/shared/common';
import { adminSettingSchema } from '@snsshop/shared/content';
import { useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { adminApiPaths } from '../../../config/admin-paths';
import { adminApi, useAdminMutation } from '../../../lib/admin/admin-request';

export type SettingValue = string | boolean | number[];

/** Any subset of keys; nothing is saved when one value is bad (400 names the first). */
export const updateSettings = (values: Record<string, SettingValue>) => adminApi.put(adminApiPaths.settings, { values }, z.array(adminSettingSchema));

export function useUpdateSettings() {
  const queryClient = useQueryClient();
  const mutation = useAdminMutation({ mutationFn: updateSettings, success: msg.admin.saved });
  return {
    ...mutation,
    // The shop's own copy is cached an hour; refresh it so this browser sees the change at once.
    save: (values: Record<string, SettingValue>) =>
      mutation.mutateAsync(values).then((r) => {
        void queryClient.invalidateQueries({ queryKey: ['settings'], refetchType: 'all' });
        return r;
      }),
  };
}
