import { z } from 'zod';
import { msg } from '../common/messages.js';
import { adminPageQuerySchema } from '../admin/admin-common.js';
import { optionalQueryId, optionalQueryText } from '../admin/query-fields.js';
import { adminOrderSchema } from '../orders/admin-orders.js';

export const adminAutoOrderSchema = z.object({
  id: z.number().int(),
  memberId: z.number().int(),
  loginId: z.string(),
  serviceId: z.number().int(),
  serviceText: z.string(),
  link: z.string(),
  /** quantity per run */
  quantity: z.number().int(),
  runs: z.number().int(),
  completed: z.number().int(),
  /** minutes between runs */
  interval: z.number().int(),
  /** unit price agreed, won */
  unitPrice: z.number(),
  /** the same unit price as an exact integer of 1/10,000,000 won, and as shown ("12.5원", "1,000개당 1.96원") */
  unitPriceE7: z.number().int(),
  unitPriceText: z.string(),
  /** won paid so far (runs' charges less refunds) */
  point: z.number(),
  /** AutoOrderStatus 0..3 */
  status: z.number().int(),
  nextRunAt: z.string().nullable(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type AdminAutoOrder = z.infer<typeof adminAutoOrderSchema>;

export const adminAutoOrdersQuerySchema = adminPageQuerySchema.extend({
  status: z.coerce.number(msg.common.badFormat).int(msg.common.badFormat).min(0, msg.common.badFormat).max(3, msg.common.badFormat).optional(),
  memberId: optionalQueryId,
  loginId: optionalQueryText(40),
  serviceId: optionalQueryId,
  link: optionalQueryText(500),
});

export const adminAutoOrderDetailSchema = z.object({ autoOrder: adminAutoOrderSchema, runs: z.array(adminOrderSchema) });
