import { msg } from '@snsshop/shared';
import { callWithDeadline, OutsideSystemError, type CallAnswer } from '../lib/call-with-deadline.js';
import { AppError } from '../lib/errors.js';

/** The provider could not be reached or answered nonsense: a 502 the member may retry. */
export const upstreamDown = () => new AppError(502, msg.social.upstreamDown);

const TIMEOUT_MS = 10_000;

/**
 * One call to Naver or Kakao. No usable answer (timeout, network, 5xx, not JSON) becomes 502; any
 * other answer is returned, and the client reads a refusal from it.
 */
export async function callProvider(url: string, init: RequestInit & { form?: Record<string, string> }): Promise<CallAnswer> {
  const { form, ...rest } = init;
  try {
    return await callWithDeadline(
      url,
      { ...rest, ...(form ? { body: new URLSearchParams(form), headers: { ...rest.headers, 'content-type': 'application/x-www-form-urlencoded;charset=utf-8' } } : {}) },
      { timeoutMs: TIMEOUT_MS },
    );
  } catch (err) {
    if (err instanceof OutsideSystemError) throw upstreamDown();
    throw err;
  }
}

export const trimBase = (url: string) => url.replace(/\/+$/, '');
