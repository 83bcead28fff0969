import { z } from 'zod';
import { referralMessages as m } from './referral-messages.js';

/** Why a referral earned nothing; recorded with the referee's first credited charge, shown in the console. */
export const ReferralRefusal = ['self', 'same_phone', 'same_email', 'same_ip', 'rejoined', 'monthly_cap'] as const;
export type ReferralRefusal = (typeof ReferralRefusal)[number];

export const referralRefusalLabel: Record<ReferralRefusal, string> = {
  self: '본인 추천',
  same_phone: '추천인과 같은 휴대폰 번호',
  same_email: '추천인과 같은 이메일',
  same_ip: '추천인과 같은 IP에서 가입',
  rejoined: '탈퇴 후 다시 가입한 회원',
  monthly_cap: '추천인의 월 최대 보상 횟수 초과',
};

export const referralStatusLabel: Record<'rewarded' | 'refused' | 'clawed_back', string> = {
  rewarded: '지급',
  refused: '거절',
  clawed_back: '회수',
};

const points = z.number(m.pointsInvalid).int(m.pointsInvalid).min(0, m.pointsInvalid).max(10_000_000, m.pointsInvalid);

/**
 * The owner's referral rules (console 친구 초대). The referrer earns `percent` % of the referee's first
 * credited charge (at most `maxReward`, 0 = no limit) or `fixed` points; the referee may earn
 * `refereeReward` too. At most `monthlyCap` rewards per referrer per Korean month (0 = no limit); a
 * referee who signed up from the referrer's sign-up address within `sameIpHours` earns nothing (0 = off).
 */
export const referralSettingsSchema = z.object({
  mode: z.enum(['percent', 'fixed'], m.settingsInvalid),
  percent: z.number(m.percentInvalid).int(m.percentInvalid).min(1, m.percentInvalid).max(100, m.percentInvalid),
  maxReward: points,
  fixed: points,
  refereeReward: points,
  monthlyCap: z.number(m.capInvalid).int(m.capInvalid).min(0, m.capInvalid).max(1000, m.capInvalid),
  sameIpHours: z.number(m.windowInvalid).int(m.windowInvalid).min(0, m.windowInvalid).max(8760, m.windowInvalid),
});
export type ReferralSettings = z.infer<typeof referralSettingsSchema>;

export const referralSettingsDefaults: ReferralSettings = { mode: 'percent', percent: 5, maxReward: 10_000, fixed: 3_000, refereeReward: 0, monthlyCap: 10, sameIpHours: 72 };

/** What /account shows: the code, how many signed up with it, and what it has earned (net of clawbacks). */
export const referralSummarySchema = z.object({
  enabled: z.boolean(),
  code: z.string().nullable(),
  invited: z.number().int(),
  rewarded: z.number().int(),
  earned: z.number().int(),
});
export type ReferralSummary = z.infer<typeof referralSummarySchema>;
