import crypto from 'node:crypto';
import type { Config } from '../config.js';
import type { AppContext } from '../context.js';
import { createPayActionClient, type DepositMatcher } from './payaction-client.js';
import { createTossClient, type TossClient } from './toss-client.js';

export interface PaymentAdapters {
  /** null when PAYACTION_* is not configured: charges are then matched by the feed or by a person. */
  matcher: DepositMatcher | null;
  /** null when TOSS_CLIENT_KEY / TOSS_SECRET_KEY are not configured. */
  toss: TossClient | null;
}

const cache = new WeakMap<Config, PaymentAdapters>();

/** Adapters built once per configuration; handlers reach outside systems only through these. */
export function paymentsFor(ctx: AppContext): PaymentAdapters {
  const known = cache.get(ctx.config);
  if (known) return known;
  const c = ctx.config.charges;
  const pa = c.payaction;
  const adapters: PaymentAdapters = {
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
  };
  cache.set(ctx.config, adapters);
  return adapters;
}
