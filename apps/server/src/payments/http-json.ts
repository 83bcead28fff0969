/** Why an outside payment system did not do what we asked: it said no, or it did not answer usably. */
export class PaymentAdapterError extends Error {
  constructor(
    readonly kind: 'refused' | 'unavailable',
    message: string,
    readonly code?: string,
    readonly httpStatus?: number,
  ) {
    super(message);
  }
}

export interface JsonAnswer {
  status: number;
  body: unknown;
}

/**
 * One JSON call with a deadline. Network errors, timeouts, non-JSON bodies and 5xx are "unavailable"
 * (the call may have reached the other side: retry with the same idempotency key); a 4xx is "refused".
 */
export async function callJson(fetchFn: typeof fetch, url: string, init: RequestInit, timeoutMs: number): Promise<JsonAnswer> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const res = await fetchFn(url, { ...init, signal: controller.signal });
    const text = await res.text();
    let body: unknown;
    try {
      body = text === '' ? null : JSON.parse(text);
    } catch {
      throw new PaymentAdapterError('unavailable', `non-JSON answer (HTTP ${res.status})`, undefined, res.status);
    }
    if (res.status >= 500) {
      throw new PaymentAdapterError('unavailable', `HTTP ${res.status}`, errorCode(body), res.status);
    }
    return { status: res.status, body };
  } catch (err) {
    if (err instanceof PaymentAdapterError) throw err;
    const reason = controller.signal.aborted ? `no answer within ${timeoutMs} ms` : describe(err);
    throw new PaymentAdapterError('unavailable', reason);
  } finally {
    clearTimeout(timer);
  }
}

export function errorCode(body: unknown): string | undefined {
  const code = (body as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

function describe(err: unknown): string {
  const cause = (err as { cause?: { code?: unknown } })?.cause;
  if (typeof cause?.code === 'string') return cause.code;
  return err instanceof Error ? err.message : String(err);
}
