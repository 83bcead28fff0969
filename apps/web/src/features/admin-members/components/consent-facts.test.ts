import { describe, expect, it } from 'vitest';
import { consentFacts } from './consent-facts';

describe('a member’s sign-up consents in the console', () => {
  it('shows each consent with its time and the text’s version, and marketing yes or no', () => {
    const rows = consentFacts({
      termsVersion: '2021-06-20',
      termsAgreedAt: '2026-11-21T03:00:00.000Z',
      privacyVersion: '2021-06-20',
      privacyAgreedAt: '2026-11-21T03:00:00.000Z',
      marketing: true,
      marketingAt: '2026-11-21T03:00:00.000Z',
    });
    expect(rows.map(([label]) => label)).toEqual(['이용약관 동의', '개인정보 수집·이용 동의', '마케팅 정보 수신']);
    expect(rows[0]![1]).toMatch(/^2026.*· 2021-06-20 시행본$/);
    expect(rows[2]![1]).toMatch(/^동의 · 2026/);
  });

  it('says so for a member who signed up before consents were kept', () => {
    expect(consentFacts(null)).toEqual([
      ['약관 동의', '기록 없음 (동의 기록 전에 가입)'],
      ['마케팅 정보 수신', '동의 안 함'],
    ]);
    const laterYes = { termsVersion: null, termsAgreedAt: null, privacyVersion: null, privacyAgreedAt: null, marketing: true, marketingAt: '2026-11-21T03:00:00.000Z' };
    expect(consentFacts(laterYes)[0]).toEqual(['약관 동의', '기록 없음 (동의 기록 전에 가입)']);
    expect(consentFacts(laterYes)[1]![1]).toMatch(/^동의 · 2026/);
  });
});
