import { z } from 'zod';
import { listPageFields, listPageSchema } from '../common/list-page-schema.js';
import { refillMessages } from './refill-messages.js';
import { REFILL_STATUSES, refillSchema } from './refill.js';

const invalid = refillMessages.historyQueryInvalid;

/** One page of the member's 3-month refill requests, newest first; `status` as the member sees it (대기 / 진행 중 / 완료 / 거절). */
export const refillHistoryPageQuerySchema = z.object({
  status: z.enum(REFILL_STATUSES, invalid).optional(),
  ...listPageFields(invalid),
});
export type RefillHistoryPageQuery = z.input<typeof refillHistoryPageQuerySchema>;

/** `byStatus` keyed by waiting, in_progress, completed, rejected */
export const refillHistoryPageSchema = listPageSchema('refills', refillSchema);
export type RefillHistoryPage = z.infer<typeof refillHistoryPageSchema>;
