// No zod here: the first screen reads settings without loading the schema library.
import type { Setting } from './settings.js';

/** Site setting keys of docs/storefront-rules.md §3, with the kind of value each holds. */
export const settingKinds = {
  FOOTER_COMPANY: 'text',
  FOOTER_ADDRESS: 'text',
  FOOTER_CORPORATION_NUMBER: 'text',
  FOOTER_CORPORATION_MARKET_NUMBER: 'text',
  FOOTER_CEO: 'text',
  FOOTER_CEO_PHONE_NUMBER: 'text',
  /** Korean mail-order rules list the e-mail in the footer too (reference: Korean rules). */
  FOOTER_EMAIL: 'text',
  BANKING_NAME: 'text',
  BANKING_DISPLAY_TEXT: 'text',
  BANKING_ACCOUNT_NUMBER: 'text',
  BANKING_BANKING_CODE: 'text',
  SITE_KAKAO_CHANNEL_LINK: 'text',
  SITE_KAKAO_TEXT: 'text',
  SITE_MAIN_COLOR: 'text',
  ENABLE_PAYMENT_FEE: 'flag',
  ENABLE_PAYMENT_TYPE: 'text',
  ENABLE_PHONE_NUMBER: 'flag',
  ENABLE_SERVICE_CHECK: 'flag',
  ENABLE_REFERRAL: 'flag',
  ENABLE_EMAIL_VERIFY: 'flag',
  ENABLE_SNS_NAVER: 'flag',
  ENABLE_SNS_KAKAO: 'flag',
  ENABLE_VISIBLE_SERVICE_ID: 'flag',
  ENABLE_QNA: 'flag',
  ENABLE_TOSS_PAYMENT: 'flag',
  POINT_CHARGE_BUTTON_OPTIONS: 'amounts',
  SNS_NAVER_CLIENT_ID: 'text',
  SNS_NAVER_STATE: 'text',
  SNS_NAVER_REDIRECT_URL: 'text',
  SNS_KAKAO_TOKEN: 'text',
  /** Landing page content the shop owner edits: JSON text, shapes in landing/landing.ts. */
  LANDING_TEXTS: 'json',
  LANDING_COUNTERS: 'json',
  LANDING_BENEFITS: 'json',
  LANDING_REVIEWS: 'json',
  /** On: the landing counters show real figures (/rest/service/landing-counters) instead of LANDING_COUNTERS' random ranges. */
  LANDING_REAL_COUNTERS: 'flag',
  /** On: the landing carousel shows the best real reviews (/rest/service/reviews/best) instead of LANDING_REVIEWS. */
  LANDING_REAL_REVIEWS: 'flag',
} as const;

/**
 * Settings only the owner's console reads and writes; they never leave the server in the public
 * settings list (which serves `settingKinds` only).
 */
export const ownerSettingKinds = {
  /** Hours between automatic SQLite backups ('0' = only on demand); empty: BACKUP_INTERVAL_HOURS. */
  BACKUP_INTERVAL_HOURS: 'text',
  /** How many automatic backups to keep; empty: BACKUP_KEEP. */
  BACKUP_KEEP: 'text',
  /** Hours between scheduled reads of each provider's prices ('0' = only the console's button); empty: 6. */
  PRICE_SYNC_INTERVAL_HOURS: 'text',
  /** A read of a provider's services that loses more than this share (%) of its known services at once is a failed read; empty: 50. */
  PRICE_SYNC_MAX_LOSS_PERCENT: 'text',
  /** The most new posts one subscription (자동 좋아요 구독) may cover; empty: DEFAULT_MAX_SUBSCRIPTION_POSTS. */
  MAX_SUBSCRIPTION_POSTS: 'text',
  /** Self-issue (자진발급) a cash receipt for a payment of 100,000원 or more without a receipt request. */
  RECEIPT_SELF_ISSUE: 'flag',
} as const;

export type PublicSettingKey = keyof typeof settingKinds;
export type SettingKey = PublicSettingKey | keyof typeof ownerSettingKinds;
export interface SiteSettings {
  text(key: SettingKey): string;
  flag(key: SettingKey): boolean;
  amounts(key: SettingKey): number[];
  /** A JSON-text setting, parsed; missing or unreadable reads as undefined. */
  json(key: SettingKey): unknown;
}

/** Typed reading of the {key, value} list; a missing key reads as empty/false. */
export function readSettings(list: readonly Setting[]): SiteSettings {
  const map = new Map(list.map((s) => [s.key, s.value] as const));
  return {
    text: (key) => {
      const v = map.get(key);
      return typeof v === 'string' ? v : '';
    },
    flag: (key) => map.get(key) === true,
    amounts: (key) => {
      const v = map.get(key);
      return Array.isArray(v) ? v.filter((n) => Number.isFinite(n) && n > 0) : [];
    },
    json: (key) => {
      const v = map.get(key);
      if (typeof v !== 'string' || v.trim() === '') return undefined;
      try {
        return JSON.parse(v) as unknown;
      } catch {
        return undefined;
      }
    },
  };
}
