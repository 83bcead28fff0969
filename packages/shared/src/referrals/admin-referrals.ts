import { z } from 'zod';
import { referralMessages as m } from './referral-messages.js';
import { ReferralRefusal, referralSettingsSchema } from './referral.js';

export const adminReferralSchema = z.object({
  refereeId: z.number().int(),
  refereeLoginId: z.string(),
  referrerId: z.number().int(),
  referrerLoginId: z.string(),
  chargeId: z.number().int(),
  chargePoints: z.number().int(),
  status: z.enum(['rewarded', 'refused', 'clawed_back']),
  reason: z.enum(ReferralRefusal).nullable(),
  reasonText: z.string().nullable(),
  referrerPoints: z.number().int(),
  refereePoints: z.number().int(),
  clawedBackPoints: z.number().int(),
  shortfall: z.number().int(),
  createdAt: z.string(),
  clawedBackAt: z.string().nullable(),
});
export type AdminReferral = z.infer<typeof adminReferralSchema>;

export const adminReferralsQuerySchema = z.object({
  view: z.enum(['all', 'rewarded', 'refused', 'clawed_back'], m.listQueryInvalid).default('all'),
  /** keyset cursor: the last row's createdAt and refereeId, "createdAt|refereeId" */
  cursor: z.string(m.listQueryInvalid).max(80, m.listQueryInvalid).optional(),
});

export const adminReferralsPageSchema = z.object({
  items: z.array(adminReferralSchema),
  nextCursor: z.string().nullable(),
  /** all time: rewards paid (referrer + referee) less what clawbacks took back, and the refusals */
  totals: z.object({ paid: z.number().int(), clawedBack: z.number().int(), shortfall: z.number().int(), rewarded: z.number().int(), refused: z.number().int() }),
});
export type AdminReferralsPage = z.infer<typeof adminReferralsPageSchema>;

export const adminReferralSettingsSchema = z.object({ enabled: z.boolean(), settings: referralSettingsSchema });
export type AdminReferralSettings = z.infer<typeof adminReferralSettingsSchema>;
