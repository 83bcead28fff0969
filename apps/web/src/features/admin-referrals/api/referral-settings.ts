import { adminReferralSettingsSchema, referralMessages, type AdminReferralSettings } from '@snsshop/shared/referrals';
import { useQuery } from '@tanstack/react-query';
import { adminApiPaths } from '../../../config/admin-paths';
import { adminApi, adminKey, useAdminMutation } from '../../../lib/admin/admin-request';

export function useReferralSettings() {
  return useQuery({ queryKey: [adminKey, 'referral-settings'], queryFn: ({ signal }) => adminApi.get(adminApiPaths.referralSettings, adminReferralSettingsSchema, signal) });
}

/** Saves the switch and the rules together (audited on the server). */
export function useSaveReferralSettings() {
  return useAdminMutation({
    mutationFn: (body: AdminReferralSettings) => adminApi.put(adminApiPaths.referralSettings, body, adminReferralSettingsSchema),
    success: referralMessages.saved,
    overlay: true,
  });
}
