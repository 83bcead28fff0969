import { type RefundRequestBody } from '@snsshop/shared/refunds';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { memberApiPaths } from '../../../config/member-api-paths';
import { api } from '../../../lib/api-client';
import { profileQueryOptions } from '../../../lib/get-profile';
import { refundsQueryKey } from './get-refunds';

const refundRequestedSchema = z.object({ id: z.number().int(), message: z.string() });

/** 201: the request is taken and its points are held until the owner decides. */
export const createRefund = (body: RefundRequestBody) => api.post(memberApiPaths.pointRefunds, body, refundRequestedSchema);

export function useCreateRefund() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRefund,
    meta: { overlay: true },
    // the balance in the top bar moves with the hold
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: refundsQueryKey }), queryClient.invalidateQueries({ queryKey: profileQueryOptions().queryKey })]),
  });
}
