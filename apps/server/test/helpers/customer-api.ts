import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { buildCustomerApi } from '../../src/customer-api/build-customer-api.js';
import { memberIdOf } from './members.js';
import { grantPoints, registerAndLogin, type TestApp } from './test-app.js';

export interface TestCustomerApi {
  api: FastifyInstance;
  /** Every log line the API wrote so far (JSON lines, level info and up). */
  logs(): string;
  close(): Promise<void>;
}

/** The customer API listener built on the test app's context and database, its log captured. */
export async function createTestCustomerApi(t: TestApp): Promise<TestCustomerApi> {
  let captured = '';
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      captured += chunk.toString();
      done();
    },
  });
  const api = await buildCustomerApi(t.app.ctx, t.env.config, { logStream: stream, logLevel: 'info' });
  await api.ready();
  return { api, logs: () => captured, close: () => api.close() };
}

export interface KeyHolder {
  id: string;
  memberId: number;
  auth: Record<string, string>;
  key: string;
  /** The `api-key` header. */
  headers: Record<string, string>;
}

/** A registered member with `points` and a freshly issued API key. */
export async function memberWithKey(t: TestApp, points = 0): Promise<KeyHolder> {
  const m = await registerAndLogin(t.app);
  const memberId = points > 0 ? await grantPoints(t.app, m.id, points) : await memberIdOf(t.app, m.id);
  const key = await renewKey(t, m.auth);
  return { id: m.id, memberId, auth: m.auth, key, headers: { 'api-key': key } };
}

/** Issues (or renews) the member's key through the shop, as the /account screen does. */
export async function renewKey(t: TestApp, auth: Record<string, string>): Promise<string> {
  const res = await t.app.inject({ method: 'POST', url: '/rest/auth/api-key', headers: auth });
  if (res.statusCode !== 200) throw new Error(`api key failed: ${res.body}`);
  return (res.json() as { apiKey: string }).apiKey;
}
