import { z } from 'zod';
import { OrderStatus } from '../common/enums.js';
import { msg } from '../common/messages.js';
import { listPageFields, listPageSchema } from '../common/list-page-schema.js';
import { orderSchema } from './order.js';

const statuses = Object.values(OrderStatus) as [OrderStatus, ...OrderStatus[]];

/** One page of the member's 3-month history, newest first; `cursor` is a `next` entry of an earlier page. */
export const orderHistoryPageQuerySchema = z.object({
  status: z
    .string()
    .refine((v) => statuses.some((s) => String(s) === v), msg.order.historyQueryInvalid)
    .transform((v) => Number(v) as OrderStatus)
    .optional(),
  ...listPageFields(msg.order.historyQueryInvalid),
});
export type OrderHistoryPageQuery = z.input<typeof orderHistoryPageQuerySchema>;

/** The orders under `orders`, the status chips' counts (ListCounts) and the following pages' cursors. */
export const orderHistoryPageSchema = listPageSchema('orders', orderSchema);
export type OrderHistoryPage = z.infer<typeof orderHistoryPageSchema>;
