import { msg } from '@snsshop/shared/common';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { useSettings } from '../../../lib/get-settings';
import { toast } from '../../../lib/toast';
import { useCreateTossCheckout } from '../api/create-toss-checkout';
import { openTossPayment, tossReturnUrls, tossWindowError } from './toss-payment-window';
import { useIsPhone } from './use-is-phone';

/** Mobile deposit through Toss: only on phones, only when the shop turned it on (docs/storefront-rules.md §2). */
export function TossButton({ chargeId }: { chargeId: number }) {
  const enabled = useSettings().flag('ENABLE_TOSS_PAYMENT');
  const isPhone = useIsPhone();
  const checkout = useCreateTossCheckout();
  if (!enabled || !isPhone) return null;

  const pay = async () => {
    let started;
    try {
      started = await checkout.mutateAsync(chargeId);
    } catch (err) {
      return toast.error(errorMessage(err, msg.charge.tossUnavailable));
    }
    try {
      await openTossPayment(started, tossReturnUrls(paths.point.path));
    } catch (err) {
      const { cancelled, message } = tossWindowError(err);
      if (cancelled) toast.info(message);
      else toast.error(message);
    }
  };

  return (
    <button type="button" className="btn btn--toss btn--block btn--lg" disabled={checkout.isPending} onClick={() => void pay()}>
      토스로 간편 입금하기
    </button>
  );
}
