import { orderReviewSchema, publicReviewSchema, reviewMessages, type ReviewBody } from '@snsshop/shared/reviews';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { memberApiPaths } from '../../../config/member-api-paths';
import { api } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';

const key = (orderId: number) => ['order-review', orderId] as const;

/** Whether the member may review this order of theirs, and the review they wrote. */
export function useOrderReview(orderId: number) {
  return useQuery({ queryKey: key(orderId), queryFn: ({ signal }) => api.get(memberApiPaths.orderReview(orderId), orderReviewSchema, signal) });
}

/** Writes the review once; the answer replaces the form with it. A refusal is the caller's to show, inline at the form. */
export function useWriteReview(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Omit<ReviewBody, 'orderId'>) => api.post(memberApiPaths.reviews, { ...body, orderId }, publicReviewSchema),
    meta: { overlay: true },
    onSuccess: (review) => {
      queryClient.setQueryData(key(orderId), { canReview: false, review });
      void queryClient.invalidateQueries({ queryKey: ['service-reviews'] });
      toast.success(reviewMessages.created);
    },
  });
}
