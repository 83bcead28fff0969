import { useMutation } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { request } from '../../../lib/api-client';

export const deleteAccount = () => request(apiPaths.account, { method: 'DELETE' });

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount, meta: { overlay: true } });
}
