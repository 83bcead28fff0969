import { z } from 'zod';
import { PaymentStatus } from '../common/enums.js';
import { listCountsSchema, listPageFields } from '../common/list-page-schema.js';
import { chargeHistoryItemSchema } from './charge.js';
import { chargeMessages } from './charge-messages.js';

const invalid = chargeMessages.historyQueryInvalid;
const statuses = Object.values(PaymentStatus);

/** One page of the member's 3-month charge history (충전 내역), newest first; `status` a PaymentStatus. */
export const chargeHistoryPageQuerySchema = z.object({
  status: z
    .string()
    .refine((v) => statuses.some((s) => String(s) === v), invalid)
    .transform((v) => Number(v) as PaymentStatus)
    .optional(),
  ...listPageFields(invalid),
});
export type ChargeHistoryPageQuery = z.input<typeof chargeHistoryPageQuerySchema>;

export const chargeHistoryPageSchema = z.object({
  charges: z.array(chargeHistoryItemSchema),
  /** `byStatus` keyed by PaymentStatus (0 대기, 1 승인, 2 거절) */
  counts: listCountsSchema,
  /** the cursors of the following pages that hold rows (up to 4), in order */
  next: z.array(z.string()),
});
export type ChargeHistoryPage = z.infer<typeof chargeHistoryPageSchema>;
