import type { TossCheckout } from '@snsshop/shared/charges';
import { msg } from '@snsshop/shared/common';

/** Toss Payments JS SDK v2 (the payment window is Toss's own page; it needs their script). */
const TOSS_SDK_URL = 'https://js.tosspayments.com/v2/standard';

interface PaymentRequest {
  method: 'CARD';
  amount: { currency: 'KRW'; value: number };
  orderId: string;
  orderName: string;
  successUrl: string;
  failUrl: string;
}
type TossPaymentsFactory = (clientKey: string) => {
  payment(options: { customerKey: string }): { requestPayment(request: PaymentRequest): Promise<void> };
};

let sdk: Promise<TossPaymentsFactory> | null = null;

function loadSdk(): Promise<TossPaymentsFactory> {
  const loaded = (window as { TossPayments?: TossPaymentsFactory }).TossPayments;
  if (loaded) return Promise.resolve(loaded);
  sdk ??= new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = TOSS_SDK_URL;
    script.async = true;
    script.onload = () => {
      const factory = (window as { TossPayments?: TossPaymentsFactory }).TossPayments;
      if (factory) resolve(factory);
      else reject(new Error(msg.charge.tossUnavailable));
    };
    script.onerror = () => {
      sdk = null;
      reject(new Error(msg.charge.tossUnavailable));
    };
    document.head.appendChild(script);
  });
  return sdk;
}

/** Where Toss sends the member back: the /point screen, which confirms or reports the failure. */
export const tossReturnUrls = (pointPath: string) => ({
  successUrl: `${window.location.origin}${pointPath}?toss=success`,
  failUrl: `${window.location.origin}${pointPath}?toss=fail`,
});

/** Opens the Toss payment window with exactly the values the server stored for this charge. */
export async function openTossPayment(checkout: TossCheckout, urls: { successUrl: string; failUrl: string }): Promise<void> {
  const TossPayments = await loadSdk();
  await TossPayments(checkout.clientKey)
    .payment({ customerKey: checkout.customerKey })
    .requestPayment({
      method: 'CARD',
      amount: { currency: 'KRW', value: checkout.amount },
      orderId: checkout.orderId,
      orderName: checkout.orderName,
      ...urls,
    });
}

/** A rejected requestPayment carries Toss's {code, message}; closing the window is not an error. */
export function tossWindowError(err: unknown): { cancelled: boolean; message: string } {
  const e = (err ?? {}) as { code?: unknown; message?: unknown };
  if (e.code === 'USER_CANCEL' || e.code === 'PAY_PROCESS_CANCELED') return { cancelled: true, message: '결제를 취소했습니다.' };
  // Toss's own messages are Korean; anything else (a script error) gets ours.
  if (typeof e.code === 'string' && typeof e.message === 'string' && e.message !== '') return { cancelled: false, message: e.message };
  if (err instanceof Error && err.message === msg.charge.tossUnavailable) return { cancelled: false, message: err.message };
  return { cancelled: false, message: msg.charge.tossFailed };
}
