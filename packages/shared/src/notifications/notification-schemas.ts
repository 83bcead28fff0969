import { z } from 'zod';
import { adminPageQuerySchema, pagedSchema } from '../admin/admin-common.js';
import { notificationEventNames, type NotificationEvent } from './notification-events.js';

export const notificationMessages = {
  eventInvalid: '알 수 없는 알림 종류입니다.',
  preferencesSaved: '알림 설정을 저장했습니다.',
  notFound: '알림을 찾을 수 없습니다.',
  resent: '알림을 다시 보내도록 예약했습니다.',
  resendBusy: '지금 보내는 중인 알림입니다. 잠시 후 다시 시도해 주세요.',
  resendAccount: '인증번호·아이디 안내·비밀번호 재설정 메시지는 다시 보낼 수 없습니다. 회원이 화면에서 새로 요청해야 합니다.',
  templateTextInvalid: '알림 문구는 1~1,000자로 입력해 주세요.',
  templateIdInvalid: '알림톡 템플릿 ID는 64자 이하의 영문·숫자·-·_ 로 입력해 주세요.',
  templateSaved: '알림 템플릿을 저장했습니다.',
} as const;
const m = notificationMessages;

const eventName = z.enum(notificationEventNames as [NotificationEvent, ...NotificationEvent[]], m.eventInvalid);

// ── member: which events to receive (/account) ──
export const notificationPreferenceSchema = z.object({ event: eventName, label: z.string(), kind: z.enum(['informational', 'marketing']), enabled: z.boolean() });
export const notificationPreferencesSchema = z.object({ items: z.array(notificationPreferenceSchema) });
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

export const updateNotificationPreferencesBodySchema = z.object({
  items: z.array(z.object({ event: eventName, enabled: z.boolean(m.eventInvalid) }), m.eventInvalid).max(50, m.eventInvalid),
});
export type UpdateNotificationPreferencesBody = z.input<typeof updateNotificationPreferencesBodySchema>;

// ── owner console: the log and the templates ──
export const notificationStatus = ['pending', 'sending', 'sent', 'failed', 'unknown', 'skipped'] as const;
export type NotificationStatus = (typeof notificationStatus)[number];
export const notificationStatusLabel: Record<NotificationStatus, string> = {
  pending: '대기',
  sending: '보내는 중',
  sent: '발송 완료',
  failed: '실패',
  unknown: '결과 불명',
  skipped: '보내지 않음',
};
export const notificationChannelLabel: Record<string, string> = { telegram: '텔레그램', alimtalk: '알림톡', sms: '문자', email: '이메일', outbox: '기록만 (발송 설정 없음)' };

export const adminNotificationSchema = z.object({
  id: z.number().int(),
  event: z.string(),
  memberId: z.number().int().nullable(),
  memberLoginId: z.string().nullable(),
  recipient: z.string(),
  channel: z.string().nullable(),
  status: z.enum(notificationStatus),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type AdminNotification = z.infer<typeof adminNotificationSchema>;
export const adminNotificationPageSchema = pagedSchema(adminNotificationSchema);
export const adminNotificationQuerySchema = adminPageQuerySchema.extend({ status: z.enum(notificationStatus).optional() });
export type AdminNotificationQuery = z.input<typeof adminNotificationQuerySchema>;

export const notificationTemplateSchema = z.object({
  event: eventName,
  label: z.string(),
  /** Solapi's 알림톡 template id (approved by Kakao in advance); empty = 알림톡 is not used for this event. */
  templateId: z.string(),
  text: z.string(),
  defaultText: z.string(),
  sample: z.record(z.string(), z.string()),
});
export type NotificationTemplate = z.infer<typeof notificationTemplateSchema>;
export const notificationTemplatesSchema = z.object({ items: z.array(notificationTemplateSchema) });

export const updateNotificationTemplateBodySchema = z.object({
  templateId: z.string(m.templateIdInvalid).trim().regex(/^[A-Za-z0-9_-]{0,64}$/, m.templateIdInvalid),
  text: z.string(m.templateTextInvalid).trim().min(1, m.templateTextInvalid).max(1000, m.templateTextInvalid),
});
export type UpdateNotificationTemplateBody = z.input<typeof updateNotificationTemplateBodySchema>;
export const notificationEventParamsSchema = z.object({ event: eventName });

// ── owner console: where the owner's alerts go ──
export const ownerAlertMessages = {
  phoneInvalid: '휴대폰 번호는 숫자 10~11자리로 입력해 주세요.',
  emailInvalid: '이메일 주소를 확인해 주세요.',
  chatIdInvalid: '텔레그램 채팅 ID는 숫자(그룹은 -로 시작)로 입력해 주세요.',
  tokenInvalid: '텔레그램 봇 토큰 형식이 아닙니다. (예: 123456:ABC-DEF…)',
  saved: '관리자 알림 받을 곳을 저장했습니다.',
} as const;

/** The token is never sent back: only whether one is set. Empty values fall back to the server's environment. */
export const ownerAlertSettingsSchema = z.object({ phone: z.string(), email: z.string(), telegramChatId: z.string(), telegramBotTokenSet: z.boolean() });
export type OwnerAlertSettings = z.infer<typeof ownerAlertSettingsSchema>;

export const updateOwnerAlertSettingsBodySchema = z.object({
  phone: z
    .string(ownerAlertMessages.phoneInvalid)
    .transform((v) => v.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^(\d{10,11})?$/, ownerAlertMessages.phoneInvalid)),
  email: z.string(ownerAlertMessages.emailInvalid).trim().max(254, ownerAlertMessages.emailInvalid).regex(/^([^\s@]+@[^\s@]+\.[^\s@]+)?$/, ownerAlertMessages.emailInvalid),
  telegramChatId: z.string(ownerAlertMessages.chatIdInvalid).trim().regex(/^(-?\d{1,20})?$/, ownerAlertMessages.chatIdInvalid),
  /** Empty: keep the saved token. */
  telegramBotToken: z.string(ownerAlertMessages.tokenInvalid).trim().regex(/^(\d{5,15}:[A-Za-z0-9_-]{20,80})?$/, ownerAlertMessages.tokenInvalid).optional(),
});
export type UpdateOwnerAlertSettingsBody = z.input<typeof updateOwnerAlertSettingsBodySchema>;
