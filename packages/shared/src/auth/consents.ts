import { z } from 'zod';
import { msg } from '../common/messages.js';

/**
 * The version of each text a member agrees to at sign-up: its effective date (yyyy-MM-dd). The terms
 * pages show these dates and the server records them with each consent, so a new text is a new date
 * here and nowhere else (docs/storefront-rules.md §5).
 */
export const legalVersions = { terms: '2026-12-07', privacy: '2021-06-20' } as const;

/** A box the person must tick: absent, unticked or not a boolean, refused with its own message. */
const required = (message: string) => z.boolean({ error: message }).refine((ticked) => ticked, message);

/**
 * The sign-up consents, after the sign-up form's own fields on both sign-up bodies: 이용약관 and 개인정보 수집·이용
 * are required and separate, marketing is optional and off unless sent.
 */
export const consentFields = {
  agreeTerms: required(msg.register.termsRequired),
  agreePrivacy: required(msg.register.privacyRequired),
  agreeMarketing: z.boolean(msg.common.badFormat).optional().default(false),
};

export interface ConsentForm {
  terms: boolean;
  privacy: boolean;
  marketing: boolean;
}

export const noConsents: ConsentForm = { terms: false, privacy: false, marketing: false };

/** The form's consent check, run after its other checks: the first required box left empty. */
export function consentFormError(form: ConsentForm): string | null {
  if (!form.terms) return msg.register.termsRequired;
  if (!form.privacy) return msg.register.privacyRequired;
  return null;
}

/** A refusal that belongs beside the consent boxes rather than under the whole form. */
export const isConsentMessage = (message: string | null): boolean => message === msg.register.termsRequired || message === msg.register.privacyRequired;

/** The body's consent fields from the form's boxes. */
export const consentBody = (form: ConsentForm) => ({ agreeTerms: form.terms, agreePrivacy: form.privacy, agreeMarketing: form.marketing });

/** The member's marketing consent in /account: yes or no, and when it was last answered (null: never). */
export const marketingConsentSchema = z.object({ marketing: z.boolean(), at: z.string().nullable() });
export type MarketingConsent = z.infer<typeof marketingConsentSchema>;

export const marketingConsentBodySchema = z.object({ marketing: z.boolean(msg.common.badFormat) });
export type MarketingConsentBody = z.input<typeof marketingConsentBodySchema>;
