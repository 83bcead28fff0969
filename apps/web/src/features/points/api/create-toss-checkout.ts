import { tossCheckoutSchema } from '@snsshop/shared/charges';
import { useMutation } from '@tanstack/react-query';
import { memberApiPaths } from '../../../config/member-api-paths';
import { api } from '../../../lib/api-client';

/** The server stores orderId and amount first, then hands back what the Toss window needs. */
export const createTossCheckout = (chargeId: number) => api.post(memberApiPaths.pointTossCheckout(chargeId), undefined, tossCheckoutSchema);

export function useCreateTossCheckout() {
  return useMutation({ mutationFn: createTossCheckout, meta: { overlay: true } });
}
