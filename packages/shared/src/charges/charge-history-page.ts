import { z } from 'zod';
import { PaymentStatus } from '../common/enums.js';
import { listPageFields, listPageSchema } from '../common/list-page-schema.js';
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

/** `byStatus` keyed by PaymentStatus (0 대기, 1 승인, 2 거절) */
export const chargeHistoryPageSchema = listPageSchema('charges', chargeHistoryItemSchema);
export type ChargeHistoryPage = z.infer<typeof chargeHistoryPageSchema>;
