import { useMutation } from '@tanstack/react-query';
import { memberApiPaths } from '../../../config/member-api-paths';
import { request } from '../../../lib/api-client';

export const deleteAccount = () => request(memberApiPaths.account, { method: 'DELETE' });

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount, meta: { overlay: true } });
}
