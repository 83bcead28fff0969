import { msg } from '@snsshop/shared/common';
import { formatNumber, formatPoints } from '@snsshop/shared/common';
import { FormError } from '../../../components/ui/form-error';
import { paths } from '../../../config/paths';
import { useReferral } from '../api/get-referral';
import { useIssueReferralCode } from '../api/issue-referral-code';
import { AccountSection } from './account-section';
import { CopyButton } from './copy-button';
import { useIsMember } from './use-is-member';
import { useIssueAction } from './use-issue-action';

/** Shown only when the referral setting is on: the code, the link to share, invited members and rewards earned. */
export function ReferralSection({ referralCode }: { referralCode: string | null | undefined }) {
  const issueCode = useIssueReferralCode();
  const { error, issue } = useIssueAction(issueCode, { issued: msg.account.referralIssued, failed: msg.account.referralFailed });
  const summary = useReferral(useIsMember());
  const shown = issueCode.data?.referralCode ?? referralCode;
  const link = shown ? `${window.location.origin}${paths.register.path}?ref=${encodeURIComponent(shown)}` : null;

  return (
    <AccountSection title="친구 초대" description="친구가 초대 링크로 가입하거나 추천인 코드를 입력하면, 친구의 첫 충전이 완료될 때 보상 포인트를 드립니다.">
      {shown && link ? (
        <>
          <div className="account-value">
            <code className="account-value__text" aria-label="내 추천인 코드">
              {shown}
            </code>
            <CopyButton text={shown} label="추천인 코드" />
          </div>
          <div className="account-value">
            <code className="account-value__text" aria-label="초대 링크">
              {link}
            </code>
            <CopyButton text={link} label="초대 링크" />
          </div>
          {summary.data && (
            <dl className="account-referral">
              <div>
                <dt>초대한 친구</dt>
                <dd>{formatNumber(summary.data.invited)}명</dd>
              </div>
              <div>
                <dt>보상 받은 초대</dt>
                <dd>{formatNumber(summary.data.rewarded)}건</dd>
              </div>
              <div>
                <dt>받은 보상</dt>
                <dd>{formatPoints(summary.data.earned)}</dd>
              </div>
            </dl>
          )}
        </>
      ) : (
        <div className="account-empty">
          <p>아직 발급된 추천인 코드가 없습니다.</p>
          <FormError message={error} />
          <button type="button" className="btn btn--primary account-section__action" onClick={issue}>
            추천인 코드 발급
          </button>
        </div>
      )}
    </AccountSection>
  );
}
