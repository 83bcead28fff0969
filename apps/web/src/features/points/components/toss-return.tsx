import type { TossConfirmBody } from '@snsshop/shared/charges';
import { AuthState, msg } from '@snsshop/shared/common';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useAuthState } from '../../../lib/auth-state';
import { toast } from '../../../lib/toast';
import { useConfirmTossPayment } from '../api/confirm-toss-payment';

/**
 * Toss sends the member back to /point: `?toss=success&paymentKey&orderId&amount` is confirmed by the
 * server (which checks the amount and credits once), `?toss=fail&code&message` only reports.
 * A 502 keeps the query so the same confirm can be tried again.
 */
export function TossReturn() {
  const [params, setParams] = useSearchParams();
  const isMember = useAuthState() === AuthState.authorization;
  const confirm = useConfirmTossPayment();
  const handled = useRef<string | null>(null);
  const outcome = params.get('toss');

  const body: TossConfirmBody | null =
    outcome === 'success' ? { paymentKey: params.get('paymentKey') ?? '', orderId: params.get('orderId') ?? '', amount: params.get('amount') ?? '' } : null;

  const run = (confirmBody: TossConfirmBody) =>
    confirm.mutate(confirmBody, {
      onSuccess: () => {
        toast.success(msg.charge.tossSuccess);
        setParams({}, { replace: true });
      },
      onError: (err) => {
        toast.error(errorMessage(err, msg.charge.tossFailed));
        if (!(err instanceof ApiError && err.status === 502)) setParams({}, { replace: true });
      },
    });

  useEffect(() => {
    if (!outcome || !isMember) return;
    const key = params.toString();
    if (handled.current === key) return;
    handled.current = key;
    if (outcome === 'fail') {
      toast.error(params.get('message') || msg.charge.tossFailed);
      setParams({}, { replace: true });
    } else if (body) {
      run(body);
    }
  });

  const delayed = confirm.error instanceof ApiError && confirm.error.status === 502 && body !== null;
  if (!delayed) return null;
  return (
    <div className="card error-card toss-retry" role="alert">
      <p>{msg.charge.tossDelayed}</p>
      <button type="button" className="btn btn--primary" disabled={confirm.isPending} onClick={() => run(body)}>
        결제 다시 확인하기
      </button>
    </div>
  );
}
