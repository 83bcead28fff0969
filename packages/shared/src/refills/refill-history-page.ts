import { z } from 'zod';
import { listCountsSchema, listPageFields } from '../common/list-page-schema.js';
import { refillMessages } from './refill-messages.js';
import { REFILL_STATUSES, refillSchema } from './refill.js';

const invalid = refillMessages.historyQueryInvalid;

/** One page of the member's 3-month refill requests, newest first; `status` as the member sees it (대기 / 진행 중 / 완료 / 거절). */
export const refillHistoryPageQuerySchema = z.object({
  status: z.enum(REFILL_STATUSES, invalid).optional(),
  ...listPageFields(invalid),
});
export type RefillHistoryPageQuery = z.input<typeof refillHistoryPageQuerySchema>;

export const refillHistoryPageSchema = z.object({
  refills: z.array(refillSchema),
  /** `byStatus` keyed by waiting, in_progress, completed, rejected */
  counts: listCountsSchema,
  /** the cursors of the following pages that hold rows (up to 4), in order */
  next: z.array(z.string()),
});
export type RefillHistoryPage = z.infer<typeof refillHistoryPageSchema>;
