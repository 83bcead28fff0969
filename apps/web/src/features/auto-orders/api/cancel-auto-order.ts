import { autoOrderSchema, type AutoOrderHistoryPage } from '@snsshop/shared/auto-orders';
import { msg } from '@snsshop/shared/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { memberApiPaths } from '../../../config/member-api-paths';
import { api, errorMessage } from '../../../lib/api-client';
import { profileQueryOptions } from '../../../lib/get-profile';
import { toast } from '../../../lib/toast';
import { autoOrdersQueryKey } from './get-auto-order-history-page';

export const cancelAutoOrder = (id: number) => api.post(memberApiPaths.autoOrderCancel(id), undefined, autoOrderSchema);

/** Cancels one active auto-order; the row changes at once on whichever page holds it, then the pages are refetched either way. */
export function useCancelAutoOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelAutoOrder,
    meta: { overlay: true },
    onSuccess: (updated) => {
      queryClient.setQueriesData<AutoOrderHistoryPage>({ queryKey: autoOrdersQueryKey }, (page) =>
        page ? { ...page, autoOrders: page.autoOrders.map((row) => (row.id === updated.id ? updated : row)) } : page,
      );
      toast.success(msg.autoOrder.cancelled);
      // The balance in the top bar follows whatever the server settled on cancel.
      void queryClient.invalidateQueries({ queryKey: profileQueryOptions().queryKey });
    },
    // 404 / 409 carry the server's Korean reason (not found, no longer active).
    onError: (err) => toast.error(errorMessage(err, msg.autoOrder.cancelFailed)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: autoOrdersQueryKey }),
  });
}
