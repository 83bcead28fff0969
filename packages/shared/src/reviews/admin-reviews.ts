import { z } from 'zod';
import { reviewMessages as m } from './review-messages.js';
import { REVIEW_REPLY_MAX } from './review.js';

export const adminReviewSchema = z.object({
  id: z.number().int(),
  orderId: z.number().int(),
  memberId: z.number().int(),
  loginId: z.string(),
  serviceId: z.number().int(),
  serviceName: z.string(),
  rating: z.number().int(),
  text: z.string(),
  reply: z.string().nullable(),
  repliedAt: z.string().nullable(),
  hidden: z.boolean(),
  hiddenReason: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminReview = z.infer<typeof adminReviewSchema>;

export const adminReviewsQuerySchema = z.object({
  view: z.enum(['all', 'visible', 'hidden', 'unanswered'], m.listQueryInvalid).default('all'),
  /** keyset cursor: the last row's id (newest first) */
  cursor: z.coerce.number(m.listQueryInvalid).int(m.listQueryInvalid).positive(m.listQueryInvalid).optional(),
});

export const adminReviewsPageSchema = z.object({ items: z.array(adminReviewSchema), nextCursor: z.number().int().nullable() });
export type AdminReviewsPage = z.infer<typeof adminReviewsPageSchema>;

export const reviewReplyBodySchema = z.object({
  text: z.string(m.replyRequired).trim().min(1, m.replyRequired).max(REVIEW_REPLY_MAX, m.replyTooLong(REVIEW_REPLY_MAX)),
});
export const reviewHideBodySchema = z.object({
  hidden: z.boolean(),
  reason: z.string().trim().max(200, m.hideReasonTooLong).optional(),
});
