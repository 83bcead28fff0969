import type { ApiError as ErrorBody } from '@snsshop/shared/auth';
import { commonMessages } from '@snsshop/shared/common';
import { z } from 'zod/mini';
import { handleUnauthorized } from './auth-state';
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

/** The server's error answer (the shared errorSchema, in the mini build). */
const errorBody: z.ZodMiniType<ErrorBody> = z.object({
  statusCode: z.number(),
  message: z.string(),
  data: z.optional(z.record(z.string(), z.unknown())),
});

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

interface RequestOptions<S extends z.core.$ZodType> {
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

export async function request<S extends z.core.$ZodType>(url: string, options: RequestOptions<S> = {}): Promise<z.output<S>> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  const token = storage.getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';

  let res: Response;
  try {
    res = await fetch(url, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    throw new ApiError(0, commonMessages.error);
  }

  const json = await readJson(res);
  if (!res.ok) {
    // Spec section 4: any 401 removes the stored token and sets unAuthorization.
    if (res.status === 401) handleUnauthorized();
    const parsed = z.safeParse(errorBody, json);
    throw new ApiError(res.status, parsed.success ? parsed.data.message : commonMessages.error, parsed.success ? parsed.data.data : undefined);
  }
  if (!options.schema) return undefined as z.output<S>;
  // zod/mini's parse reads the full build's schemas too; the first screen loads only the mini build.
  const parsed = z.safeParse(options.schema, json);
  if (!parsed.success) throw new ApiError(res.status, commonMessages.error);
  return parsed.data;
}

export const api = {
  get: <S extends z.core.$ZodType>(url: string, schema: S, signal?: AbortSignal) => request(url, { schema, signal }),
  post: <S extends z.core.$ZodType>(url: string, body: unknown, schema?: S) => request(url, { method: 'POST', body, schema }),
};

/** The server's message when it sent one, otherwise the screen's fallback. */
export function errorMessage(err: unknown, fallback: string): string {
  return err instanceof ApiError && err.status !== 0 && err.message ? err.message : fallback;
}

/** The request failed on the way or on the server (network, 5xx), not because of what the person typed. */
export function isServerFailure(err: unknown): boolean {
  return !(err instanceof ApiError) || err.status === 0 || err.status >= 500;
}
