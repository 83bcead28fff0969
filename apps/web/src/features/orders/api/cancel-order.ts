import { msg } from '@snsshop/shared/common';
import { orderCancelResultSchema } from '@snsshop/shared/orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { memberApiPaths } from '../../../config/member-api-paths';
import { api, errorMessage } from '../../../lib/api-client';
import { profileQueryOptions } from '../../../lib/get-profile';
import { toast } from '../../../lib/toast';
import { orderHistoryQueryKey } from './order-history-key';
import { patchHistoryOrder } from './patch-history-order';

/** Never sent: cancelled and refunded at once. Already sent: the cancel goes to the provider and the refund follows its answer. */
export const cancelOrder = (id: number) => api.post(memberApiPaths.orderCancel(id), undefined, orderCancelResultSchema);

/** The row changes at once; the toast says what happened; history and balance are refetched either way. */
export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelOrder,
    meta: { overlay: true },
    onSuccess: ({ order, message }) => {
      patchHistoryOrder(queryClient, order.id, () => order);
      toast.success(message);
    },
    // 404 / 409 carry the server's Korean reason (already ended, being sent, not cancellable…).
    onError: (err) => toast.error(errorMessage(err, msg.order.cancelFailed)),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: orderHistoryQueryKey }),
        queryClient.invalidateQueries({ queryKey: profileQueryOptions().queryKey }),
      ]),
  });
}
