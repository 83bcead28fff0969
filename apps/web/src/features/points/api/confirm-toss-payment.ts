import { tossConfirmedSchema, type TossConfirmBody } from '@snsshop/shared/charges';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { memberApiPaths } from '../../../config/member-api-paths';
import { api } from '../../../lib/api-client';
import { profileQueryOptions } from '../../../lib/get-profile';
import { chargeHistoryQueryKey } from './get-charge-history';

/** Safe to repeat: the server credits once per paymentKey. */
export const confirmTossPayment = (body: TossConfirmBody) => api.post(memberApiPaths.pointTossConfirm, body, tossConfirmedSchema);

export function useConfirmTossPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmTossPayment,
    meta: { overlay: true },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: profileQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: chargeHistoryQueryKey }),
      ]),
  });
}
