import { msg } from '@snsshop/shared';
import { AppError } from '../lib/errors.js';

/** The provider could not be reached or answered nonsense: a 502 the member may retry. */
export const upstreamDown = () => new AppError(502, msg.social.upstreamDown);

export interface HttpAnswer {
  status: number;
  body: unknown;
}

/** One call to Naver or Kakao: network failure and timeouts become 502; any HTTP answer is returned. */
export async function callProvider(url: string, init: RequestInit & { form?: Record<string, string> }): Promise<HttpAnswer> {
  const { form, ...rest } = init;
  let res: Response;
  try {
    res = await fetch(url, {
      ...rest,
      ...(form ? { body: new URLSearchParams(form), headers: { ...rest.headers, 'content-type': 'application/x-www-form-urlencoded;charset=utf-8' } } : {}),
      signal: AbortSignal.timeout(10_000),
    });
  } catch {
    throw upstreamDown();
  }
  const text = await res.text();
  let body: unknown = null;
  try {
    body = text === '' ? null : JSON.parse(text);
  } catch {
    if (res.ok) throw upstreamDown();
  }
  return { status: res.status, body };
}

export const trimBase = (url: string) => url.replace(/\/+$/, '');
