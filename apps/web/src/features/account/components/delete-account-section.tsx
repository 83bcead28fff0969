import { AuthState, msg } from '@snsshop/shared/common';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { FormError, useFormError } from '../../../components/ui/form-error';
import { paths } from '../../../config/paths';
import { refusalMessage } from '../../../lib/api-client';
import { setAuthState } from '../../../lib/auth-state';
import { storage } from '../../../lib/storage';
import { toast } from '../../../lib/toast';
import { useDeleteAccount } from '../api/delete-account';
import { AccountSection } from './account-section';
import { useIsMember } from './use-is-member';

/** Two steps (docs/storefront-rules.md §2): the first click asks, the second deletes. */
export function DeleteAccountSection() {
  const isMember = useIsMember();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const remove = useDeleteAccount();
  const [confirming, setConfirming] = useState(false);
  const { error, fail, clear } = useFormError();

  const onClick = async () => {
    if (remove.isPending) return;
    if (!isMember) return fail(msg.common.guestBlocked);
    clear();
    if (!confirming) return setConfirming(true);
    try {
      await remove.mutateAsync();
      toast.success(msg.account.deleted);
      // docs/storefront-rules.md §4: cached data cleared, browse mode, back to the start.
      storage.clearToken();
      queryClient.clear();
      setAuthState(AuthState.guest);
      void navigate(paths.landing.path);
    } catch (err) {
      setConfirming(false);
      fail(refusalMessage(err, msg.account.deleteFailed), err);
    }
  };

  return (
    <AccountSection
      title="회원탈퇴"
      tone="danger"
      description="탈퇴하면 이 계정으로 다시 로그인할 수 없고 남은 포인트도 사라집니다. 주문·결제 기록은 법령에 따라 개인을 알아볼 수 없게 보관됩니다."
    >
      <FormError message={error} />
      <div className="account-danger">
        <button type="button" className={`btn ${confirming ? 'btn--danger' : 'btn--danger-soft'} account-section__action`} onClick={onClick}>
          {confirming ? msg.account.deleteConfirm : msg.account.deleteButton}
        </button>
        {confirming && (
          <button type="button" className="btn account-section__action" onClick={() => setConfirming(false)}>
            취소
          </button>
        )}
      </div>
    </AccountSection>
  );
}
