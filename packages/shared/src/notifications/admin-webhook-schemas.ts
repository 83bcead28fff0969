import { z } from 'zod';
import { adminPageQuerySchema, pagedSchema } from '../admin/admin-common.js';

/** The owner console's view of reseller webhook deliveries (read-only, plus resending a failed one). */
export const adminWebhookMessages = {
  notFound: '웹훅 전송 기록을 찾을 수 없습니다.',
  resent: '웹훅을 다시 보내도록 예약했습니다. 시도 횟수는 0회부터 다시 셉니다.',
  onlyFailed: '실패한 웹훅만 다시 보낼 수 있습니다.',
  stateInvalid: '전송 상태를 목록에서 골라 주세요.',
} as const;

export const webhookDeliveryStates = ['pending', 'sending', 'sent', 'failed'] as const;
export type WebhookDeliveryState = (typeof webhookDeliveryStates)[number];

export const adminWebhookDeliverySchema = z.object({
  id: z.number().int(),
  memberId: z.number().int(),
  /** null: the member was deleted since */
  memberLoginId: z.string().nullable(),
  orderId: z.number().int(),
  /** the X-Webhook-Id the receiver sees, e.g. order:12:status:2 */
  eventKey: z.string(),
  /** the order status this delivery reports */
  orderStatus: z.number().int(),
  state: z.enum(webhookDeliveryStates),
  attempts: z.number().int(),
  responseStatus: z.number().int().nullable(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  sentAt: z.string().nullable(),
});
export type AdminWebhookDelivery = z.infer<typeof adminWebhookDeliverySchema>;
export const adminWebhookDeliveryPageSchema = pagedSchema(adminWebhookDeliverySchema);
export const adminWebhookDeliveryQuerySchema = adminPageQuerySchema.extend({ state: z.enum(webhookDeliveryStates, adminWebhookMessages.stateInvalid).optional() });
export type AdminWebhookDeliveryQuery = z.input<typeof adminWebhookDeliveryQuerySchema>;
