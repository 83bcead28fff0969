import { massOrderResultSchema, type MassOrderBody } from '@snsshop/shared/orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { memberApiPaths } from '../../../config/member-api-paths';
import { request } from '../../../lib/api-client';
import { refreshProfile } from '../../../lib/get-profile';

export interface PlaceMassOrderInput {
  body: MassOrderBody;
  /** One key per submission: a second tap or a retry sends the same one, so nothing is placed twice. */
  key: string;
}

export const placeMassOrder = ({ body, key }: PlaceMassOrderInput) =>
  request(memberApiPaths.massOrder, { method: 'POST', body, schema: massOrderResultSchema, headers: { 'Idempotency-Key': key } });

export function usePlaceMassOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: placeMassOrder,
    meta: { overlay: true },
    // the order history's cache (features/orders/api/order-history-key.ts) and the balance in the top bar;
    // the orders are placed whatever these reads answer
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['order-history'] });
      refreshProfile(queryClient).catch(() => undefined);
    },
  });
}
