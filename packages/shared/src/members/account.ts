import { z } from 'zod';
import { msg } from '../common/messages.js';
import { emailPattern, optionalText, PASSWORD_MAX, PASSWORD_MIN } from '../auth/auth.js';
import { consentFields } from '../auth/consents.js';

/** docs/storefront-rules.md §9: verification codes are 5 characters; phone numbers 11 digits (010…). */
export const CODE_LENGTH = 5;
export const phoneNumberPattern = /^01[0-9]{9}$/;

const email = (message: string) => z.string(message).trim().max(254, message).regex(emailPattern, message);

/** 11 digits; hyphens and spaces typed by a person are dropped first. */
const phoneNumber = (message: string) =>
  z
    .string(message)
    .max(20, message)
    .transform((v) => v.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(phoneNumberPattern, message));

/** New password rules shared by change-password and reset-password (same as sign-up). */
const newPassword = z
  .string(msg.account.newPasswordRequired)
  .min(1, msg.account.newPasswordRequired)
  .regex(/^\S+$/, msg.register.passwordNoSpaces)
  .min(PASSWORD_MIN, msg.register.passwordLength)
  .max(PASSWORD_MAX, msg.register.passwordLength);

// ── verification codes ────────────────────────────────────────────────────────
export const sendEmailCodeBodySchema = z.object({ email: email(msg.code.badFormat) });
export type SendEmailCodeBody = z.input<typeof sendEmailCodeBodySchema>;

export const sendPhoneCodeBodySchema = z.object({ phoneNumber: phoneNumber(msg.code.badFormat) });
export type SendPhoneCodeBody = z.input<typeof sendPhoneCodeBodySchema>;

export const codeSentSchema = z.object({ message: z.string(), expiresInSeconds: z.number().int() });
export type CodeSent = z.infer<typeof codeSentSchema>;

// ── Naver / Kakao ─────────────────────────────────────────────────────────────
/** Where to send the browser, and the state the callback must bring back (keep it to compare). */
export const authorizeUrlSchema = z.object({ url: z.string(), state: z.string() });
export type AuthorizeUrl = z.infer<typeof authorizeUrlSchema>;

export const naverLoginBodySchema = z.object({
  code: z.string(msg.social.naverFailed).min(1, msg.social.naverFailed).max(1000, msg.social.naverFailed),
  state: z.string(msg.social.badState).min(1, msg.social.badState).max(2000, msg.social.badState),
});
export type NaverLoginBody = z.input<typeof naverLoginBodySchema>;

/** Either a Kakao access token (checked against our app id) or the code of the redirect flow. */
export const kakaoLoginBodySchema = z.union([
  z.object({ accessToken: z.string(msg.social.kakaoFailed).min(1, msg.social.kakaoFailed).max(2000, msg.social.kakaoFailed) }),
  z.object({
    code: z.string(msg.social.kakaoFailed).min(1, msg.social.kakaoFailed).max(1000, msg.social.kakaoFailed),
    state: z.string(msg.social.badState).min(1, msg.social.badState).max(2000, msg.social.badState),
  }),
]);
export type KakaoLoginBody = z.input<typeof kakaoLoginBodySchema>;

/** The 404 of a social login for an unknown account carries `data.token` for the register call. */
export const socialNotRegisteredDataSchema = z.object({ token: z.string() });

/** docs/storefront-rules.md §3 social register payload; accessToken is the 404's `data.token`. */
export const socialRegisterBodySchema = z.object({
  registerWhere: z
    .string(msg.register.registerWhereRequired)
    .trim()
    .min(1, msg.register.registerWhereRequired)
    .max(100, msg.register.registerWhereUnknown),
  phoneNumber: optionalText(20),
  sendCode: optionalText(10),
  referral: optionalText(40),
  accessToken: z.string(msg.social.registerTokenInvalid).min(1, msg.social.registerTokenInvalid).max(4000, msg.social.registerTokenInvalid),
  ...consentFields,
});
export type SocialRegisterBody = z.input<typeof socialRegisterBodySchema>;

// ── find id / password, reset ─────────────────────────────────────────────────
export const findIdBodySchema = z.object({ email: email(msg.findAccount.emailInvalid) });
export type FindIdBody = z.input<typeof findIdBodySchema>;

/** The id masked (e.g. `ab***12`); the full id goes to the e-mail address. */
export const findIdResponseSchema = z.object({ userId: z.string() });
export type FindIdResponse = z.infer<typeof findIdResponseSchema>;

export const findPasswordBodySchema = z.object({ email: email(msg.findAccount.emailInvalid) });
export type FindPasswordBody = z.input<typeof findPasswordBodySchema>;

export const resetPasswordBodySchema = z.object({
  token: z.string(msg.findAccount.resetInvalid).min(1, msg.findAccount.resetInvalid).max(2000, msg.findAccount.resetInvalid),
  password: newPassword,
});
export type ResetPasswordBody = z.input<typeof resetPasswordBodySchema>;

// ── account settings ──────────────────────────────────────────────────────────
export const changePasswordBodySchema = z.object({
  currentPassword: z
    .string(msg.account.currentPasswordRequired)
    .min(1, msg.account.currentPasswordRequired)
    .max(200, msg.account.currentPasswordWrong),
  newPassword,
});
export type ChangePasswordBody = z.input<typeof changePasswordBodySchema>;

/** Other sessions end; this one continues with the fresh token (the screen goes to /logout anyway). */
export const changePasswordResponseSchema = z.object({ message: z.string(), accessToken: z.string() });
export type ChangePasswordResponse = z.infer<typeof changePasswordResponseSchema>;

export const apiKeyResponseSchema = z.object({ apiKey: z.string() });
export type ApiKeyResponse = z.infer<typeof apiKeyResponseSchema>;

export const referralCodeResponseSchema = z.object({ referralCode: z.string() });
export type ReferralCodeResponse = z.infer<typeof referralCodeResponseSchema>;

// ── the screens' ordered checks (docs/storefront-rules.md §5); first failing rule's message, or null ──
export function changePasswordFormError(form: { currentPassword: string; newPassword: string; newPasswordConfirm: string }): string | null {
  if (form.currentPassword === '') return msg.account.currentPasswordRequired;
  if (form.newPassword === '') return msg.account.newPasswordRequired;
  if (form.newPassword !== form.newPasswordConfirm) return msg.account.newPasswordMismatch;
  return null;
}

export function resetPasswordFormError(form: { password: string; passwordConfirm: string }): string | null {
  if (form.password !== form.passwordConfirm) return msg.findAccount.resetMismatch;
  return null;
}

/** Before sending a code: e-mail needs @ and a dot; phone exactly 11 characters. */
export function emailCodeSendError(value: string): string | null {
  return emailPattern.test(value.trim()) ? null : msg.code.emailInvalid;
}

export function phoneCodeSendError(value: string): string | null {
  return value.trim().length === 11 ? null : msg.code.phoneInvalid;
}

export function socialRegisterFormError(
  form: { registerWhere: string; phoneCode?: string; phoneCodeSent?: boolean },
  flags: { phone: boolean },
): string | null {
  if (form.registerWhere === '') return msg.register.registerWhereRequired;
  if (flags.phone) {
    if (!form.phoneCodeSent) return msg.register.phoneCodeNotSent;
    if ((form.phoneCode ?? '').trim().length !== CODE_LENGTH) return msg.register.codeLength;
  }
  return null;
}
