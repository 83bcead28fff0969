import { msg } from '@snsshop/shared/common';
import { refillRequestResultSchema } from '@snsshop/shared/refills';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { memberApiPaths } from '../../../config/member-api-paths';
import { api, errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { orderHistoryQueryKey } from './order-history-key';
import { patchHistoryOrder } from './patch-history-order';

/** Asks for a refill (A/S) of one of the member's own orders; the provider's progress shows on the row. */
export const requestRefill = (orderId: number) => api.post(memberApiPaths.orderRefill(orderId), undefined, refillRequestResultSchema);

/** The row shows the new refill at once; the toast says what happened, or the Korean reason it was refused. */
export function useRequestRefill() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestRefill,
    meta: { overlay: true },
    onSuccess: ({ refill, message }) => {
      patchHistoryOrder(queryClient, refill.orderId, (row) => ({ ...row, refill: { canRequest: false, last: refill } }));
      toast.success(message);
    },
    onError: (err) => toast.error(errorMessage(err, msg.refill.failed)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderHistoryQueryKey }),
  });
}
