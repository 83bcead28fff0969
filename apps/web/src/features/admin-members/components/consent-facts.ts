import type { MemberConsents } from '@snsshop/shared/members';
import { when } from '../../../lib/admin/format';

/** The member's sign-up consents as fact rows: each with its time and the text's version (its effective date). */
export function consentFacts(c: MemberConsents | null): [string, string][] {
  const marketing: [string, string] = ['마케팅 정보 수신', c ? `${c.marketing ? '동의' : '동의 안 함'} · ${when(c.marketingAt)}` : '동의 안 함'];
  if (!c?.termsAgreedAt || !c.privacyAgreedAt) return [['약관 동의', '기록 없음 (동의 기록 전에 가입)'], marketing];
  return [
    ['이용약관 동의', `${when(c.termsAgreedAt)} · ${c.termsVersion} 시행본`],
    ['개인정보 수집·이용 동의', `${when(c.privacyAgreedAt)} · ${c.privacyVersion} 시행본`],
    marketing,
  ];
}
