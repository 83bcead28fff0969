import { adminMessageSchema } from '@snsshop/shared/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApiPaths } from '../../config/admin-paths';
import { adminApi, adminKey } from './admin-request';
import { adminMeQueryKey } from './get-admin-me';

/** A code from the authenticator app (or a recovery code): signs this session in, or refreshes it for a step-up. */
export const verifyTwoFactor = (code: string) => adminApi.post(adminApiPaths.twoFactorVerify, { code }, adminMessageSchema);

export function useVerifyTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyTwoFactor,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: adminMeQueryKey });
      await queryClient.invalidateQueries({ queryKey: [adminKey] });
    },
  });
}
