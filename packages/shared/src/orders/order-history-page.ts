import { z } from 'zod';
import { OrderStatus } from '../common/enums.js';
import { msg } from '../common/messages.js';
import { orderSchema } from './order.js';

export const ORDER_HISTORY_PAGE_SIZE = 10;
export const ORDER_HISTORY_MAX_PAGE_SIZE = 100;
/** Cursors of this many following pages come with each page: the page buttons reach at most 4 ahead. */
export const ORDER_HISTORY_PAGES_AHEAD = 4;

const statuses = Object.values(OrderStatus) as [OrderStatus, ...OrderStatus[]];

/** One page of the member's 3-month history, newest first; `cursor` is a `next` entry of an earlier page. */
export const orderHistoryPageQuerySchema = z.object({
  status: z
    .string()
    .refine((v) => statuses.some((s) => String(s) === v), msg.order.historyQueryInvalid)
    .transform((v) => Number(v) as OrderStatus)
    .optional(),
  cursor: z.string().max(80, msg.order.historyQueryInvalid).optional(),
  size: z.coerce.number(msg.order.historyQueryInvalid).int(msg.order.historyQueryInvalid).min(1, msg.order.historyQueryInvalid).max(ORDER_HISTORY_MAX_PAGE_SIZE, msg.order.historyQueryInvalid).default(ORDER_HISTORY_PAGE_SIZE),
});
export type OrderHistoryPageQuery = z.input<typeof orderHistoryPageQuerySchema>;

/** How many of the member's orders of the 3-month window each status chip stands for; `all` is 전체. */
export const orderStatusCountsSchema = z.object({
  all: z.number().int(),
  byStatus: z.record(z.string(), z.number().int()),
});
export type OrderStatusCounts = z.infer<typeof orderStatusCountsSchema>;

export const orderHistoryPageSchema = z.object({
  orders: z.array(orderSchema),
  counts: orderStatusCountsSchema,
  /** the cursors of the following pages that hold rows (up to 4), in order */
  next: z.array(z.string()),
});
export type OrderHistoryPage = z.infer<typeof orderHistoryPageSchema>;
