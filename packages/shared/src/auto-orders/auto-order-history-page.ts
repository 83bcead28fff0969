import { z } from 'zod';
import { AutoOrderStatus } from '../common/enums.js';
import { listPageFields, listPageSchema } from '../common/list-page-schema.js';
import { autoOrderMessages } from './auto-order-messages.js';
import { autoOrderSchema } from './auto-order.js';

/** The chips of the auto-order history besides 전체 (docs/storefront-rules.md §9). */
export const AUTO_ORDER_FILTERS = ['active', 'completed', 'cancelled'] as const;
export type AutoOrderFilter = (typeof AUTO_ORDER_FILTERS)[number];

/** The statuses each chip shows; docs/storefront-rules.md §4: PARTIAL is shown (and filtered) as completed. */
export const autoOrderFilterStatuses: Record<AutoOrderFilter, readonly AutoOrderStatus[]> = {
  active: [AutoOrderStatus.ACTIVE],
  completed: [AutoOrderStatus.COMPLETED, AutoOrderStatus.PARTIAL],
  cancelled: [AutoOrderStatus.CANCLED],
};

const invalid = autoOrderMessages.historyQueryInvalid;

/** One page of the member's 3-month auto-order history, newest first; `status` is a chip. */
export const autoOrderHistoryPageQuerySchema = z.object({
  status: z.enum(AUTO_ORDER_FILTERS, invalid).optional(),
  ...listPageFields(invalid),
});
export type AutoOrderHistoryPageQuery = z.input<typeof autoOrderHistoryPageQuerySchema>;

/** `byStatus` keyed by chip: active, completed, cancelled */
export const autoOrderHistoryPageSchema = listPageSchema('autoOrders', autoOrderSchema);
export type AutoOrderHistoryPage = z.infer<typeof autoOrderHistoryPageSchema>;
