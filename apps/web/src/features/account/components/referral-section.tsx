import { msg } from '@snsshop/shared/common';
import { FormError } from '../../../components/ui/form-error';
import { useIssueReferralCode } from '../api/issue-referral-code';
import { AccountSection } from './account-section';
import { CopyButton } from './copy-button';
import { useIssueAction } from './use-issue-action';

/** Shown only when the referral setting is on; the issue button only while there is no code. */
export function ReferralSection({ referralCode }: { referralCode: string | null | undefined }) {
  const issueCode = useIssueReferralCode();
  const { error, issue } = useIssueAction(issueCode, { issued: msg.account.referralIssued, failed: msg.account.referralFailed });
  const shown = issueCode.data?.referralCode ?? referralCode;

  return (
    <AccountSection title="추천인 코드" description="친구가 회원가입할 때 이 코드를 입력하면 추천인으로 등록됩니다.">
      {shown ? (
        <div className="account-value">
          <code className="account-value__text" aria-label="내 추천인 코드">
            {shown}
          </code>
          <CopyButton text={shown} label="추천인 코드" />
        </div>
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
