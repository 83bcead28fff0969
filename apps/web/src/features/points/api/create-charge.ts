import { chargeRequestedSchema, type ChargeBody } from '@snsshop/shared/charges';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { memberApiPaths } from '../../../config/member-api-paths';
import { api } from '../../../lib/api-client';
import { chargeHistoryQueryKey } from './get-charge-history';

/** 201: the new pending charge with the deposit instructions and the exact amount to send. */
export const createCharge = (body: ChargeBody) => api.post(memberApiPaths.pointCharge, body, chargeRequestedSchema);

export function useCreateCharge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCharge,
    meta: { overlay: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chargeHistoryQueryKey }),
  });
}
