import { z } from 'zod';

export const webhookMessages = {
  urlInvalid: '콜백 URL은 http:// 또는 https://로 시작하는 주소로 입력해 주세요.',
  urlPrivate: '내부망·루프백 주소로는 보낼 수 없습니다. 인터넷에서 접속할 수 있는 주소를 입력해 주세요.',
  urlUnresolvable: '주소를 찾을 수 없습니다. 도메인을 확인해 주세요.',
  needsApiKey: 'API 키를 먼저 발급해 주세요.',
  notRegistered: '등록된 콜백 URL이 없습니다.',
  saved: '콜백 URL을 저장했습니다.',
  secretRenewed: '서명 키를 새로 발급했습니다. 이전 키로 만든 서명은 더 이상 맞지 않습니다.',
  removed: '콜백 URL을 삭제했습니다.',
} as const;

export const setWebhookBodySchema = z.object({
  url: z.string(webhookMessages.urlInvalid).trim().min(1, webhookMessages.urlInvalid).max(500, webhookMessages.urlInvalid),
});
export type SetWebhookBody = z.input<typeof setWebhookBodySchema>;

export const webhookDeliverySchema = z.object({
  id: z.number().int(),
  orderId: z.number().int(),
  /** the order's status this delivery reported */
  orderStatus: z.number().int(),
  status: z.enum(['pending', 'sending', 'sent', 'failed']),
  attempts: z.number().int(),
  responseStatus: z.number().int().nullable(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

/** The member's callback (null: none) and its newest deliveries. The secret is never in here. */
export const webhookSettingsSchema = z.object({ url: z.string().nullable(), deliveries: z.array(webhookDeliverySchema) });
export type WebhookSettings = z.infer<typeof webhookSettingsSchema>;

/** The answer that carries the secret: shown once, when the URL is first saved or the secret renewed. */
export const webhookSecretSchema = z.object({ url: z.string(), secret: z.string().nullable() });
export type WebhookSecret = z.infer<typeof webhookSecretSchema>;

export const webhookDeliveryStatusLabel: Record<WebhookDelivery['status'], string> = { pending: '대기', sending: '보내는 중', sent: '전달됨', failed: '실패' };
