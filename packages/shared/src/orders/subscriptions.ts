import { z } from 'zod';
import { msg } from '../common/messages.js';
import { orderSchema } from './order.js';

/** A page of the member's subscriptions (자동 좋아요 구독) holds this many, newest first. */
export const SUBSCRIPTIONS_PAGE_SIZE = 20;

/** GET /service/subscriptions: the first page without a cursor, the next with the `next` of the one before. */
export const subscriptionsQuerySchema = z.object({
  cursor: z.string().max(80, msg.order.historyQueryInvalid).optional(),
});
export type SubscriptionsQuery = z.input<typeof subscriptionsQuerySchema>;

/** The member's own Subscriptions orders (each with `subscription` progress), and where the next page starts (null: none). */
export const subscriptionsPageSchema = z.object({
  orders: z.array(orderSchema),
  next: z.string().nullable(),
});
export type SubscriptionsPage = z.infer<typeof subscriptionsPageSchema>;
