import { z } from 'zod';
import { msg } from '../common/messages.js';
import { recordIdField } from '../common/record-id.js';
import { reviewMessages as m } from './review-messages.js';

export const REVIEW_TEXT_MIN = 10;
export const REVIEW_TEXT_MAX = 500;
export const REVIEW_REPLY_MAX = 500;
/** Anything that looks like markup: a review is plain text, shown as such. */
const markup = /<\/?[a-z!][^>]*>/i;

/** Control characters other than line breaks are dropped; lines are kept. */
const withoutControls = (s: string) =>
  Array.from(s)
    .filter((ch) => {
      const c = ch.charCodeAt(0);
      return c === 10 || (c >= 32 && c !== 127);
    })
    .join('');

/** A member's review of one of their finished orders: 1–5 stars and plain text. */
export const reviewBodySchema = z.object({
  orderId: recordIdField(msg.common.badFormat),
  rating: z.number(m.ratingInvalid).int(m.ratingInvalid).min(1, m.ratingInvalid).max(5, m.ratingInvalid),
  text: z
    .string(m.textTooShort(REVIEW_TEXT_MIN))
    .transform((s) => withoutControls(s).trim())
    .pipe(
      z
        .string()
        .min(REVIEW_TEXT_MIN, m.textTooShort(REVIEW_TEXT_MIN))
        .max(REVIEW_TEXT_MAX, m.textTooLong(REVIEW_TEXT_MAX))
        .refine((s) => !markup.test(s), m.plainTextOnly),
    ),
});
export type ReviewBody = z.input<typeof reviewBodySchema>;

/** A review as anyone sees it: the writer's id masked, the owner's reply beside it. */
export const publicReviewSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  serviceName: z.string(),
  rating: z.number().int(),
  text: z.string(),
  reply: z.string().nullable(),
  createdAt: z.string(),
});
export type PublicReview = z.infer<typeof publicReviewSchema>;

/** A service's reviews on /order: visible ones only. */
export const serviceReviewsSchema = z.object({
  serviceId: z.number().int(),
  /** average stars to one decimal; null without a review */
  average: z.number().nullable(),
  count: z.number().int(),
  latest: z.array(publicReviewSchema),
});
export type ServiceReviews = z.infer<typeof serviceReviewsSchema>;

/** One order's review state for its member: whether they may write one, and the one they wrote. */
export const orderReviewSchema = z.object({
  canReview: z.boolean(),
  review: publicReviewSchema.nullable(),
});
export type OrderReview = z.infer<typeof orderReviewSchema>;

/** "abc***": enough for a reader to tell reviewers apart, not to find them. */
export function maskName(loginId: string): string {
  const shown = loginId.slice(0, Math.min(3, Math.max(1, loginId.length - 2)));
  return `${shown}***`;
}
