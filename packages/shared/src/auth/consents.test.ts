import { describe, expect, it } from 'vitest';
import { msg } from '../common/messages.js';
import { registerBodySchema } from './auth.js';
import { consentBody, consentFormError, isConsentMessage, noConsents } from './consents.js';

const body = { id: 'newuser', password: 'password1', email: 'a@b.kr', registerWhere: '검색' };
const firstMessage = (input: object) => {
  const r = registerBodySchema.safeParse(input);
  return r.success ? null : r.error.issues[0]?.message;
};

describe('sign-up consents (docs/storefront-rules.md §5)', () => {
  it('asks for the terms, then privacy, on the form; marketing is a choice', () => {
    expect(consentFormError(noConsents)).toBe(msg.register.termsRequired);
    expect(consentFormError({ ...noConsents, terms: true })).toBe(msg.register.privacyRequired);
    expect(consentFormError({ terms: true, privacy: true, marketing: false })).toBeNull();
    expect(consentBody({ terms: true, privacy: true, marketing: false })).toEqual({ agreeTerms: true, agreePrivacy: true, agreeMarketing: false });
    expect([msg.register.termsRequired, msg.register.privacyRequired, msg.register.idTaken].map(isConsentMessage)).toEqual([true, true, false]);
  });

  it('the body refuses a missing or unticked required consent by name, after the form’s own fields', () => {
    expect(firstMessage(body)).toBe(msg.register.termsRequired);
    expect(firstMessage({ ...body, agreeTerms: true })).toBe(msg.register.privacyRequired);
    expect(firstMessage({ ...body, agreeTerms: true, agreePrivacy: false })).toBe(msg.register.privacyRequired);
    expect(firstMessage({ ...body, id: '' })).toBe(msg.register.idRequired);
    expect(registerBodySchema.parse({ ...body, agreeTerms: true, agreePrivacy: true })).toMatchObject({ agreeMarketing: false });
  });
});
