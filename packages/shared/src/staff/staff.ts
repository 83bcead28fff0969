import { z } from 'zod';
import { loginIdPattern } from '../auth/auth.js';
import { msg } from '../common/messages.js';
import { permissionScreen, staffRoles } from './permissions.js';

const m = msg.staff;

export const staffRoleSchema = z.enum(staffRoles, m.roleInvalid);
export const staffStatuses = ['active', 'suspended'] as const;

/** One staff member (운영자) on the staff screen. */
export const staffMemberSchema = z.object({
  memberId: z.number().int(),
  loginId: z.string(),
  role: staffRoleSchema,
  status: z.enum(staffStatuses),
  twoFactorEnrolled: z.boolean(),
  /** Their role must use 2FA (the owner's policy). */
  twoFactorRequired: z.boolean(),
  /** Wrong codes locked 2FA: for 15 minutes (`timed`) or until the owner unlocks (`held`). */
  twoFactorLock: z.enum(['timed', 'held']).nullable(),
  activeSessions: z.number().int(),
  lastUsedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

export const staffInviteBodySchema = z.object({
  loginId: z.string(msg.register.idFormat).trim().regex(loginIdPattern, msg.register.idFormat),
  role: staffRoleSchema,
});
export type StaffInviteBody = z.input<typeof staffInviteBodySchema>;
/** The temporary password is shown once, here; the console asks the new staff member for their own at the first sign-in. */
export const staffInvitedSchema = z.object({ staff: staffMemberSchema, temporaryPassword: z.string() });

export const staffRoleBodySchema = z.object({ role: staffRoleSchema });

/** Who must use two-factor sign-in and when a step-up asks for a code again. */
export const staffPolicySchema = z.object({
  twoFactorRoles: z.array(staffRoleSchema).max(staffRoles.length),
  stepUpMinutes: z.number(m.policyMinutes).int(m.policyMinutes).min(1, m.policyMinutes).max(1440, m.policyMinutes),
  /** Approving a charge above this many points asks for a fresh code. */
  chargeStepUpAbove: z.number(m.policyAmount).int(m.policyAmount).min(0, m.policyAmount).max(1_000_000_000, m.policyAmount),
});
export type StaffPolicy = z.infer<typeof staffPolicySchema>;

export const twoFactorStates = ['ok', 'verify', 'enrol', 'off'] as const;
export type TwoFactorState = (typeof twoFactorStates)[number];

/** /rest/admin/me: who is signed in, what they may use, and where two-factor sign-in stands for this session. */
export const adminMeSchema = z.object({
  id: z.number().int(),
  loginId: z.string(),
  role: staffRoleSchema,
  permissions: z.array(z.enum(Object.keys(permissionScreen) as [keyof typeof permissionScreen])),
  /** ok: verified (or not needed); verify: enrolled, code not given yet; enrol: must enrol first; off: not enrolled, not required. */
  twoFactor: z.enum(twoFactorStates),
  /** The owner's temporary password (an invite) must be replaced first, before two-factor sign-in and any screen. */
  passwordChange: z.boolean().optional(),
});
export type AdminMe = z.infer<typeof adminMeSchema>;

export const twoFactorCodeBodySchema = z.object({
  code: z
    .string(m.codeFormat)
    .transform((s) => s.replace(/[\s-]/g, '').toUpperCase())
    .pipe(z.string().regex(/^(\d{6}|[A-Z0-9]{10})$/, m.codeFormat)),
});

/** Enrolment: the QR code (SVG) and the secret in text, shown once. */
export const twoFactorEnrolmentSchema = z.object({ secret: z.string(), otpauthUrl: z.string(), qrSvg: z.string() });
export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });

export const consoleSessionSchema = z.object({
  id: z.string(),
  memberId: z.number().int(),
  loginId: z.string(),
  device: z.string(),
  ip: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string(),
  current: z.boolean(),
});
export type ConsoleSession = z.infer<typeof consoleSessionSchema>;
export const sessionIdParamsSchema = z.object({ sid: z.string().regex(/^[A-Za-z0-9_-]{10,64}$/, msg.staff.sessionNotFound) });
