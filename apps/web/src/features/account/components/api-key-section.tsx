import { msg } from '@snsshop/shared';
import { Link } from 'react-router';
import { FormError, useFormError } from '../../../components/ui/form-error';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useRenewApiKey } from '../api/renew-api-key';
import { AccountSection } from './account-section';
import { CopyButton } from './copy-button';
import { useIsMember } from './use-is-member';

export function ApiKeySection({ apiKey }: { apiKey: string | null }) {
  const isMember = useIsMember();
  const renew = useRenewApiKey();
  const { error, fail, clear } = useFormError();
  // The fresh key shows at once; the refetched profile carries the same one.
  const shown = renew.data?.apiKey ?? apiKey;

  const onRenew = async () => {
    if (renew.isPending) return;
    if (!isMember) return fail(msg.common.guestBlocked);
    clear();
    try {
      await renew.mutateAsync();
      toast.success(msg.account.apiKeyIssued);
    } catch (err) {
      fail(errorMessage(err, msg.account.apiKeyFailed));
    }
  };

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
      <button type="button" className="btn btn--primary account-section__action" onClick={onRenew}>
        {shown ? 'API 키 재발급' : 'API 키 발급'}
      </button>
    </AccountSection>
  );
}
