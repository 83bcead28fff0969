import { msg } from '@snsshop/shared/common';
import { useFormError } from '../../../components/ui/form-error';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useIsMember } from './use-is-member';

interface IssueMutation {
  isPending: boolean;
  mutateAsync: () => Promise<unknown>;
}

/**
 * Issuing something to the member (an API key, a referral code): one request at a time, refused
 * on the spot in browse mode, a toast on success and the reason under the section on failure.
 */
export function useIssueAction(mutation: IssueMutation, messages: { issued: string; failed: string }) {
  const isMember = useIsMember();
  const { error, fail, clear } = useFormError();

  const issue = async () => {
    if (mutation.isPending) return;
    if (!isMember) return fail(msg.common.guestBlocked);
    clear();
    try {
      await mutation.mutateAsync();
      toast.success(messages.issued);
    } catch (err) {
      fail(errorMessage(err, messages.failed));
    }
  };

  return { error, issue };
}
