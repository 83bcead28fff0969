import { z } from 'zod';
import type { AutoOrderStatus } from '../common/enums.js';

/** One auto-order as the history list and the cancel call return it. */
export const autoOrderSchema = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  link: z.string(),
  /** whole won used so far */
  point: z.number(),
  /** quantity per run */
  amount: z.number().int(),
  serviceId: z.number().int(),
  /** runs done */
  completed: z.number().int(),
  runs: z.number().int(),
  /** minutes between runs */
  interval: z.number().int(),
  status: z.number().int(),
});
export type AutoOrder = z.infer<typeof autoOrderSchema>;

/** docs/storefront-rules.md §4: PARTIAL is shown as completed. */
export const autoOrderStatusLabel: Record<AutoOrderStatus, string> = {
  0: '진행 중',
  1: '완료',
  2: '취소',
  3: '완료',
};
