import type { ApiError as ErrorBody } from '@snsshop/shared/auth';
import { commonMessages } from '@snsshop/shared/common';
import { handleUnauthorized } from './auth-state';
import { isNumber, isOptional, isRecord, isShape, isString, reader, type Reader } from './read-answer';
import { storage } from './storage';

/** A failed call: the HTTP status (0 when the network failed) and the server's Korean message. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly data?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The server's error answer (the shared errorSchema's shape). */
const errorBody = reader(isShape<ErrorBody>({ statusCode: isNumber, message: isString, data: isOptional(isRecord) }));

/** A zod schema or a first-screen reader; the answer's type is what its safeParse gives. */
type Schema = Reader<unknown>;
type Parsed<S> = S extends { safeParse(data: unknown): infer R } ? (Extract<R, { success: true }> extends { data: infer T } ? T : never) : never;

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

interface RequestOptions<S extends Schema> {
  method?: Method;
  body?: unknown;
  /** Parses the success body; without it the body is not read. */
  schema?: S;
  signal?: AbortSignal;
  /** Extra request headers, e.g. Idempotency-Key. */
  headers?: Record<string, string>;
}

async function readJson(res: Response): Promise<unknown> {
  const text = await res.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function headersFor(options: RequestOptions<Schema>): Record<string, string> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  const token = storage.getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  return headers;
}

/** GET answers asked for at start-up, before the screen that reads them has downloaded; each is used once. */
const early = new Map<string, { answer: Promise<Response>; at: number }>();
const EARLY_FOR_MS = 10_000;

/** Asks for a first screen's GET answers now, while its code still downloads. */
export function requestEarly(urls: string[]): void {
  for (const url of urls) {
    const answer = fetch(url, { headers: headersFor({}) });
    answer.catch(() => undefined); // one never read must not surface as an unhandled rejection; the reader still sees the error
    early.set(url, { answer, at: Date.now() });
  }
}

function takeEarly(url: string): Promise<Response> | undefined {
  const found = early.get(url);
  early.delete(url);
  return found && Date.now() - found.at < EARLY_FOR_MS ? found.answer : undefined;
}

export async function request<S extends Schema>(url: string, options: RequestOptions<S> = {}): Promise<Parsed<S>> {
  let res: Response;
  try {
    const earlyAnswer = (options.method ?? 'GET') === 'GET' ? takeEarly(url) : undefined;
    res = await (earlyAnswer ??
      fetch(url, {
        method: options.method ?? 'GET',
        headers: headersFor(options),
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        signal: options.signal,
      }));
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    throw new ApiError(0, commonMessages.error);
  }

  const json = await readJson(res);
  if (!res.ok) {
    // docs/storefront-rules.md §4: any 401 removes the stored token and sets unAuthorization.
    if (res.status === 401) handleUnauthorized();
    const parsed = errorBody.safeParse(json);
    throw new ApiError(res.status, parsed.success ? parsed.data.message : commonMessages.error, parsed.success ? parsed.data.data : undefined);
  }
  if (!options.schema) return undefined as Parsed<S>;
  const parsed = options.schema.safeParse(json);
  if (!parsed.success) throw new ApiError(res.status, commonMessages.error);
  return parsed.data as Parsed<S>;
}

export const api = {
  get: <S extends Schema>(url: string, schema: S, signal?: AbortSignal) => request(url, { schema, signal }),
  post: <S extends Schema>(url: string, body: unknown, schema?: S) => request(url, { method: 'POST', body, schema }),
};

/** The server's message when it sent one, otherwise the screen's fallback. */
export function errorMessage(err: unknown, fallback: string): string {
  return err instanceof ApiError && err.status !== 0 && err.message ? err.message : fallback;
}

/** A refusal's Korean reason (a 4xx: what the person can fix); the screen's own words when the call failed on the way or on the server. */
export function refusalMessage(err: unknown, fallback: string): string {
  return isServerFailure(err) ? fallback : errorMessage(err, fallback);
}

/** The request failed on the way or on the server (network, 5xx), not because of what the person typed. */
export function isServerFailure(err: unknown): boolean {
  return !(err instanceof ApiError) || err.status === 0 || err.status >= 500;
}
