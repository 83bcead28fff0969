/**
 * Why an outside system (provider panel, payment, SMS, social login) did not do what we asked:
 * - `refused`: it answered with a definite no — nothing happened there;
 * - `unavailable`: no usable answer (timeout, network error, 5xx, unreadable body) — the request
 *   may or may not have taken effect, so only an idempotent retry is safe.
 */
export class OutsideSystemError extends Error {
  constructor(
    readonly kind: 'refused' | 'unavailable',
    message: string,
    readonly httpStatus?: number,
    /** the other side's own error code, when it sent one */
    readonly code?: string,
  ) {
    super(message);
  }
}

export interface CallOptions {
  timeoutMs: number;
  fetch?: typeof globalThis.fetch;
  /** Statuses that mean "try again later" besides 5xx (a panel's 408 or 429). */
  unavailableStatuses?: readonly number[];
}

export interface CallAnswer {
  status: number;
  ok: boolean;
  /** The parsed JSON body; null when the body is empty. */
  body: unknown;
}

/**
 * The one way the shop calls an outside system over HTTP: a deadline on the whole call (answer and
 * body), and one error shape. Throws `unavailable` for no answer in time, a network error, 5xx (or
 * `unavailableStatuses`), and a body that is not JSON on any other status but 4xx; every other answer
 * (a 4xx whose body is not JSON comes with `body: null`) is returned for the adapter to read — it alone
 * knows which of them are a refusal.
 */
export async function callWithDeadline(url: string, init: RequestInit, opts: CallOptions): Promise<CallAnswer> {
  const fetchFn = opts.fetch ?? globalThis.fetch;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), opts.timeoutMs);
  let res: Response;
  let text: string;
  try {
    res = await fetchFn(url, { ...init, signal: controller.signal });
    text = await res.text();
  } catch (err) {
    throw new OutsideSystemError('unavailable', controller.signal.aborted ? `no answer within ${opts.timeoutMs} ms` : `network error (${describe(err)})`);
  } finally {
    clearTimeout(timer);
  }

  const tryLater = res.status >= 500 || opts.unavailableStatuses?.includes(res.status) === true;
  let body: unknown;
  try {
    body = text === '' ? null : JSON.parse(text);
  } catch {
    // A 4xx page (a WAF, a wrong path, a proxy's refusal) is still an answer: the request was turned
    // away before anything was done. It is returned with no body for the adapter to read as a refusal.
    if (res.status >= 400 && res.status < 500 && !tryLater) return { status: res.status, ok: false, body: null };
    const type = res.headers.get('content-type') ?? 'no content type';
    throw new OutsideSystemError('unavailable', `HTTP ${res.status}, answer is not JSON (${type})`, res.status);
  }
  if (tryLater) {
    const said = field(body, 'error');
    throw new OutsideSystemError('unavailable', `HTTP ${res.status}${said ? `: ${said}` : ''}`, res.status, field(body, 'code'));
  }
  return { status: res.status, ok: res.ok, body };
}

/** A string field of a JSON answer (`error`, `code`, `message`), if there is one. */
export function field(body: unknown, name: string): string | undefined {
  const value = (body as Record<string, unknown> | null)?.[name];
  return typeof value === 'string' ? value : undefined;
}

function describe(err: unknown): string {
  const cause = (err as { cause?: { code?: unknown } })?.cause;
  if (typeof cause?.code === 'string') return cause.code;
  return err instanceof Error ? err.message : String(err);
}
