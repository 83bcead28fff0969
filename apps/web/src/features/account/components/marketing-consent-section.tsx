import { formatDateTime, msg } from '@snsshop/shared/common';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useMarketingConsent } from '../api/get-marketing-consent';
import { useUpdateMarketingConsent } from '../api/update-marketing-consent';
import { AccountSection } from './account-section';
import { useIsMember } from './use-is-member';

const day = (iso: string) => formatDateTime(iso).slice(0, 10);

/** The optional marketing consent given at sign-up, changed at any time; the member is told the change and its day. */
export function MarketingConsentSection() {
  const isMember = useIsMember();
  const consent = useMarketingConsent(isMember);
  const update = useUpdateMarketingConsent();
  if (!isMember) return null;

  const save = (marketing: boolean) =>
    update.mutate(
      { marketing },
      {
        onSuccess: (saved) => toast.success(saved.marketing ? msg.account.marketingOn(day(saved.at ?? '')) : msg.account.marketingOff(day(saved.at ?? ''))),
        onError: (err) => toast.error(errorMessage(err, msg.account.marketingFailed)),
      },
    );

  return (
    <AccountSection title="마케팅 정보 수신" description="이벤트·할인 쿠폰 등 혜택 소식을 이메일과 문자로 받습니다. 동의하지 않아도 서비스 이용에 제한이 없습니다.">
      {consent.isPending ? (
        <p className="account-note">불러오는 중…</p>
      ) : consent.isError ? (
        <p className="account-note">마케팅 정보 수신 설정을 불러오지 못했습니다. 잠시 후 다시 시도해주세요.</p>
      ) : (
        <label className="account-pref">
          <span className="account-pref__label">
            마케팅 정보 수신 동의
            {consent.data.at && <span className="account-pref__tag">{`${formatDateTime(consent.data.at)} · ${consent.data.marketing ? '동의' : '동의하지 않음'}`}</span>}
          </span>
          <input type="checkbox" role="switch" className="account-pref__switch" checked={consent.data.marketing} disabled={update.isPending} onChange={(e) => save(e.target.checked)} />
        </label>
      )}
    </AccountSection>
  );
}
