import { z } from 'zod';
import { msg } from '../common/messages.js';
import { consentFields } from './consents.js';

/** A free-text field a form may leave out or blank: trimmed, and blank counts as absent. */
export const optionalText = (max: number) =>
  z
    .string()
    .max(max, msg.common.badFormat)
    .optional()
    .nullable()
    .transform((v) => (v == null || v.trim() === '' ? undefined : v.trim()));

export const loginBodySchema = z.object({
  id: z.string(msg.login.badFormat).trim().min(1, msg.login.badFormat).max(50, msg.login.badFormat),
  password: z.string(msg.login.badFormat).min(1, msg.login.badFormat).max(200, msg.login.badFormat),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const accessTokenSchema = z.object({
  accessToken: z.string(),
  /** Signed in with the temporary password of a staff invite: the console asks for a new one before anything else. */
  passwordChange: z.literal(true).optional(),
});
export type AccessTokenResponse = z.infer<typeof accessTokenSchema>;

/** One password rule, enforced by every form and route and shown in every placeholder. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 64;
export const passwordHint = `${PASSWORD_MIN}~${PASSWORD_MAX}자`;

export const loginIdPattern = /^[A-Za-z0-9_]{4,20}$/;
export const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Server-side register rules; the screen runs registerFormError first for the ordered (§5 of docs/storefront-rules.md) messages. */
export const registerBodySchema = z.object({
  id: z
    .string(msg.register.idRequired)
    .min(1, msg.register.idRequired)
    .regex(/^\S+$/, msg.register.idNoSpaces)
    .regex(loginIdPattern, msg.register.idFormat),
  password: z
    .string(msg.register.passwordRequired)
    .min(1, msg.register.passwordRequired)
    .regex(/^\S+$/, msg.register.passwordNoSpaces)
    .min(PASSWORD_MIN, msg.register.passwordLength)
    .max(PASSWORD_MAX, msg.register.passwordLength),
  email: z.string(msg.register.emailInvalid).trim().max(254, msg.register.emailInvalid).regex(emailPattern, msg.register.emailInvalid),
  registerWhere: z.string(msg.register.registerWhereRequired).trim().min(1, msg.register.registerWhereRequired).max(100, msg.register.registerWhereUnknown),
  phoneNumber: optionalText(20),
  sendCode: optionalText(10),
  referral: optionalText(40),
  emailCode: optionalText(10),
  ...consentFields,
});
export type RegisterBody = z.input<typeof registerBodySchema>;

/** A plain success answer that carries a sentence to show, e.g. after sign-up. */
export const messageSchema = z.object({ message: z.string() });

export const profileSchema = z.object({
  id: z.string(),
  point: z.number(),
  apiKey: z.string().nullable(),
  referralCode: z.string().nullable().optional(),
  /** Present only for shop owners. */
  role: z.literal('admin').optional(),
});
export type Profile = z.infer<typeof profileSchema>;

export const errorSchema = z.object({
  statusCode: z.number(),
  message: z.string(),
  data: z.record(z.string(), z.unknown()).optional(),
});
export type ApiError = z.infer<typeof errorSchema>;
