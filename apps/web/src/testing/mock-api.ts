import type { ApiError as ErrorBody } from '@snsshop/shared/auth';
import { onTestFinished, vi, type Mock } from 'vitest';
import type { AnswerOf, Method, NoBody, PathOf } from './api-contract';

/** One call as a handler sees it: the URL (with its query), the request, and its JSON body parsed. */
export interface Call {
  url: URL;
  init: RequestInit | undefined;
  body: unknown;
}

/** An answer that is not the endpoint's success body: a refusal, a deliberately broken answer, or no answer. */
class Reply {
  constructor(
    readonly status: number,
    readonly body: unknown,
    readonly network = false,
  ) {}
}

type Answer<A> = A | Reply | Promise<A | Reply>;
type Handler<A> = Answer<A> | ((call: Call) => Answer<A>);

/** One mocked endpoint; build it with get/post/put/patch/del. */
export interface ApiMock {
  method: Method;
  path: string;
  handler: Handler<unknown>;
}

/** The server refuses: `status` with its error body (the shared ApiError shape) carrying the Korean message. */
export const refuse = (status: number, message: string, data?: Record<string, unknown>) => new Reply(status, { statusCode: status, message, ...(data && { data }) } satisfies ErrorBody);
/** An answer outside the contract on purpose (a broken or odd server), e.g. to show the screen copes. */
export const offContract = (body: unknown, status = 200) => new Reply(status, body);
/** The request never reaches the server (fetch rejects, as when offline). */
export const networkDown = () => new Reply(0, undefined, true);
/** The answer of an endpoint that sends no body (its type is NoBody). */
export const noBody: NoBody = null;

const mock =
  <M extends Method>(method: M) =>
  <P extends PathOf<M>>(path: P, answer: Handler<AnswerOf<M, P>>): ApiMock => ({ method, path, handler: answer as Handler<unknown> });

/** Each answers one endpoint of testing/api-contract.ts, typed by its shared answer; `path` is the app's own (config/). */
export const get = mock('GET');
export const post = mock('POST');
export const put = mock('PUT');
export const patch = mock('PATCH');
export const del = mock('DELETE');

function matches(m: ApiMock, method: string, url: URL): boolean {
  const want = new URL(m.path, 'http://localhost');
  if (m.method !== method || want.pathname !== url.pathname) return false;
  return [...want.searchParams].every(([k, v]) => url.searchParams.get(k) === v);
}

function readBody(init: RequestInit | undefined): unknown {
  if (typeof init?.body !== 'string') return undefined;
  try {
    return JSON.parse(init.body);
  } catch {
    return init.body;
  }
}

/**
 * Stubs global fetch with these answers (a later mock of the same endpoint wins). A call no mock answers
 * rejects and fails the test, naming its method and path. Returns the fetch mock, to read its calls.
 */
export function mockApi(...mocks: (ApiMock | readonly ApiMock[])[]): Mock<typeof fetch> {
  const all = mocks.flat();
  const unanswered: string[] = [];
  const fn = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const found = all.findLast((m) => matches(m, method, url));
    if (!found) {
      unanswered.push(`${method} ${url.pathname}${url.search}`);
      throw new Error(`No mock answers ${method} ${url.pathname}`);
    }
    const call: Call = { url, init, body: readBody(init) };
    const answer = await (typeof found.handler === 'function' ? found.handler(call) : found.handler);
    const reply = answer instanceof Reply ? answer : new Reply(200, answer);
    if (reply.network) throw new TypeError('Failed to fetch');
    return new Response(reply.body === undefined || reply.body === null ? null : JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fn);
  onTestFinished(() => {
    if (unanswered.length > 0) throw new Error(`The test called endpoints no mock answers: ${[...new Set(unanswered)].join(', ')} (add them to mockApi; a new endpoint to testing/api-contract.ts)`);
  });
  return fn;
}

/** The calls fetch made to `method path` (query ignored), each with its parsed JSON body and headers. */
export function callsTo(fetchMock: Mock<typeof fetch>, method: Method, path: string): { url: URL; body: unknown; headers: Record<string, string> }[] {
  const want = new URL(path, 'http://localhost').pathname;
  return fetchMock.mock.calls
    .map(([input, init]) => ({ url: new URL(String(input), 'http://localhost'), init }))
    .filter(({ url, init }) => (init?.method ?? 'GET') === method && url.pathname === want)
    .map(({ url, init }) => ({ url, body: readBody(init), headers: (init?.headers ?? {}) as Record<string, string> }));
}
