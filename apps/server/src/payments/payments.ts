import crypto from 'node:crypto';
import type { Config } from '../config.js';
import { createPayActionClient, type DepositMatcher } from './payaction-client.js';
import { createPopbillClient, type PopbillClient } from './popbill-client.js';
import { createTossClient, type TossClient } from './toss-client.js';

export interface PaymentAdapters {
  /** null when PAYACTION_* is not configured: charges are then matched by the feed or by a person. */
  matcher: DepositMatcher | null;
  /** null when TOSS_CLIENT_KEY / TOSS_SECRET_KEY are not configured. */
  toss: TossClient | null;
  /** null when POPBILL_LINK_ID / POPBILL_SECRET_KEY / POPBILL_CORP_NUM are not configured: receipts are listed, not issued. */
  popbill: PopbillClient | null;
}

/** Built once into AppContext; handlers reach the payment systems only through these. */
export function createPaymentAdapters(config: Config): PaymentAdapters {
  const c = config.charges;
  const pa = c.payaction;
  return {
    matcher:
      pa.baseUrl && pa.apiKey && pa.mallId
        ? createPayActionClient({ baseUrl: pa.baseUrl, apiKey: pa.apiKey, mallId: pa.mallId, timeoutMs: c.timeoutMs })
        : null,
    toss:
      c.toss.clientKey && c.toss.secretKey
        ? createTossClient({
            baseUrl: c.toss.baseUrl,
            clientKey: c.toss.clientKey,
            secretKey: c.toss.secretKey,
            timeoutMs: c.timeoutMs,
            hmac: (data) => crypto.createHmac('sha256', c.toss.secretKey!).update(data).digest('hex'),
          })
        : null,
    popbill:
      c.popbill.linkId && c.popbill.secretKey && c.popbill.corpNum
        ? createPopbillClient({ ...c.popbill, linkId: c.popbill.linkId, secretKey: c.popbill.secretKey, corpNum: c.popbill.corpNum, timeoutMs: c.timeoutMs })
        : null,
  };
}
