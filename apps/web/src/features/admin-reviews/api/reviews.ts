import { adminReviewSchema, adminReviewsPageSchema } from '@snsshop/shared/reviews';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminApiPaths } from '../../../config/admin-paths';
import { adminApi, adminKey, useAdminMutation, withQuery } from '../../../lib/admin/admin-request';

export type ReviewView = 'all' | 'visible' | 'hidden' | 'unanswered';

/** One page of reviews, newest first. */
export function useAdminReviews(view: ReviewView, cursor: number | null) {
  return useQuery({
    queryKey: [adminKey, 'reviews', view, cursor],
    queryFn: ({ signal }) => adminApi.get(withQuery(adminApiPaths.reviews, { view, ...(cursor ? { cursor: String(cursor) } : {}) }), adminReviewsPageSchema, signal),
    placeholderData: keepPreviousData,
  });
}

/** The shop's reply under a review (the review itself is never edited). */
export function useReplyReview() {
  return useAdminMutation({
    mutationFn: ({ id, text }: { id: number; text: string }) => adminApi.post(adminApiPaths.reviewReply(id), { text }, adminReviewSchema),
    success: '답글을 저장했습니다.',
    overlay: true,
  });
}

/** Hides a review from /order and the landing, or shows it again (audited). */
export function useHideReview() {
  return useAdminMutation({
    mutationFn: ({ id, hidden, reason }: { id: number; hidden: boolean; reason?: string }) => adminApi.post(adminApiPaths.reviewHide(id), { hidden, ...(reason ? { reason } : {}) }, adminReviewSchema),
    success: (r) => (r.hidden ? '후기를 숨겼습니다.' : '후기를 다시 보이게 했습니다.'),
    overlay: true,
  });
}
