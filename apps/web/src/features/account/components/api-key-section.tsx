import { msg } from '@snsshop/shared/common';
import { Link } from 'react-router';
import { FormError } from '../../../components/ui/form-error';
import { paths } from '../../../config/paths';
import { useRenewApiKey } from '../api/renew-api-key';
import { AccountSection } from './account-section';
import { CopyButton } from './copy-button';
import { useIssueAction } from './use-issue-action';

export function ApiKeySection({ apiKey }: { apiKey: string | null }) {
  const renew = useRenewApiKey();
  const { error, issue } = useIssueAction(renew, { issued: msg.account.apiKeyIssued, failed: msg.account.apiKeyFailed });
  // The fresh key shows at once; the refetched profile carries the same one.
  const shown = renew.data?.apiKey ?? apiKey;

  return (
    <AccountSection
      title="API 키"
      description={
        <>
          외부 프로그램에서 주문할 때 사용하는 키입니다. 재발급하면 이전 키는 바로 사용할 수 없습니다.{' '}
          <Link to={paths.api.path} className="account-link">
            {paths.api.label} 보기
          </Link>
        </>
      }
    >
      {shown ? (
        <div className="account-value">
          <code className="account-value__text account-value__text--key" aria-label="내 API 키">
            {shown}
          </code>
          <CopyButton text={shown} label="API 키" />
        </div>
      ) : (
        <p className="account-empty">아직 발급된 API 키가 없습니다.</p>
      )}
      <FormError message={error} />
      <button type="button" className="btn btn--primary account-section__action" onClick={issue}>
        {shown ? 'API 키 재발급' : 'API 키 발급'}
      </button>
    </AccountSection>
  );
}
