import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../src/app.js';
import { loadConfig, type Config } from '../../src/config.js';
import type { Clock } from '../../src/lib/clock.js';
import { copySqliteTemplate, pgTemplate } from './db-template.js';

export type DbKind = 'sqlite' | 'postgres';

/** Every database the suite runs on here: SQLite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const dbKinds: DbKind[] = process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];
/** How orders are written (services/orders/placing/order-writer.ts); every order-placement test runs against both. */
export type OrderWriterKind = 'fast' | 'plain';
/** Each database with each order writer: the order-placement tests' contract suite. */
export const dbAndWriters: [DbKind, OrderWriterKind][] = dbKinds.flatMap((db) => (['fast', 'plain'] as const).map((w): [DbKind, OrderWriterKind] => [db, w]));
/** The PostgreSQL server the suite may use (TEST_DATABASE_URL), when there is one. */
export const testPgUrl: string | undefined = process.env.TEST_DATABASE_URL || undefined;

/** A throwaway Redis for the rate-limit store tests (TEST_REDIS_URL, see .ci/start-redis.sh), or undefined. */
export const testRedisUrl: string | undefined = process.env.TEST_REDIS_URL || undefined;

/** Logical database `n` of the test Redis: each test file takes its own, so emptying it touches no other file's counters. */
export const testRedisDb = (n: number) => `${testRedisUrl!.replace(/\/\d*$/, '')}/${n}`;

/**
 * The token secret every test server process runs with (server-process.ts): API keys and sessions made by
 * a test app with it are theirs too, and such a test app's clock starts at the real time (createTestApp),
 * since a real process checks a token's expiry on the real clock.
 */
export const PROCESS_TOKEN_SECRET = 'server-process-test-secret-0123456789abcdef';

/** A clock tests can move. */
export class TestClock implements Clock {
  constructor(private t = Date.parse('2026-11-21T03:00:00.000Z')) {}
  now() {
    return new Date(this.t);
  }
  advance(ms: number) {
    this.t += ms;
  }
}

export interface TestEnv {
  kind: DbKind;
  config: Config;
  /** Drops the database and the data directory. */
  cleanup(): Promise<void>;
}

/**
 * A fresh database of the given kind and a fresh data directory: empty (what a shop's first start, the
 * migrations' own tests and copy-to-postgres begin with), or with `{ migrated: true }` a copy of this
 * run's migrated template (db-template.ts), which is what every test that only needs a working shop uses.
 */
export async function createTestEnv(kind: DbKind, env: Record<string, string> = {}, opts: { migrated?: boolean } = {}): Promise<TestEnv> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'snsshop-test-'));
  let databaseUrl: string | undefined;
  let dropDb = async () => {};
  if (kind === 'sqlite' && opts.migrated) copySqliteTemplate(dataDir);
  if (kind === 'postgres') {
    const adminUrl = process.env.TEST_DATABASE_URL!;
    const name = `t_${crypto.randomBytes(6).toString('hex')}`;
    const template = opts.migrated ? pgTemplate() : undefined;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDb = async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    };
  }
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    WEB_DIST: path.join(dataDir, 'no-web'),
    // Tests run the sweeps themselves, with their own clock.
    JOBS_ENABLED: 'false',
    // Suites register hundreds of members from one address; the limit's own test sets it low.
    SIGNUP_RATE_LIMIT: '1000000',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...env,
  });
  return {
    kind,
    config,
    cleanup: async () => {
      await dropDb();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  env: TestEnv;
  clock: TestClock;
  close(): Promise<void>;
}

export async function createTestApp(kind: DbKind, env: Record<string, string> = {}): Promise<TestApp> {
  const testEnv = await createTestEnv(kind, env, { migrated: true });
  // Beside a real server process the sessions it makes must be valid on the real clock; otherwise a fixed day.
  const clock = env.TOKEN_SECRET === PROCESS_TOKEN_SECRET ? new TestClock(Date.now()) : new TestClock();
  const app = await buildApp(testEnv.config, { clock });
  return {
    app,
    env: testEnv,
    clock,
    close: async () => {
      await app.close();
      await testEnv.cleanup();
    },
  };
}

let counter = 0;
/** The two required sign-up consents (docs/storefront-rules.md §5), ticked as the form sends them. */
export const signUpConsents = { agreeTerms: true, agreePrivacy: true } as const;

/** A register body that passes every rule; override what a test is about. */
export function newMember(overrides: Record<string, unknown> = {}) {
  counter += 1;
  const id = `user${process.pid % 1000}x${counter}`;
  return { id, password: 'secret-pass1', email: `${id}@example.com`, registerWhere: '지인 추천', ...signUpConsents, ...overrides };
}

export async function registerAndLogin(app: FastifyInstance, overrides: Record<string, unknown> = {}) {
  const body = newMember(overrides);
  const reg = await app.inject({ method: 'POST', url: '/rest/auth/register', payload: body });
  if (reg.statusCode !== 201) throw new Error(`register failed: ${reg.body}`);
  const login = await app.inject({ method: 'POST', url: '/rest/auth/login', payload: { id: body.id, password: body.password } });
  const { accessToken } = login.json() as { accessToken: string };
  return { ...body, token: accessToken, auth: { authorization: `Bearer ${accessToken}` } };
}

/** Gives a member points the way the shop would: a ledger row through the one balance path. */
export async function grantPoints(app: FastifyInstance, loginId: string, amount: number) {
  const { applyPointChange } = await import('../../src/services/points/apply-point-change.js');
  const member = await app.ctx.db.selectFrom('members').select('id').where('login_id', '=', loginId.toLowerCase()).executeTakeFirstOrThrow();
  await app.ctx.db.transaction().execute((trx) =>
    applyPointChange(trx, { memberId: member.id, delta: amount, kind: 'adjust', memo: 'test', at: new Date().toISOString() }),
  );
  return member.id;
}

/** Balance and the sum of the ledger rows, which must always agree. */
export async function balanceAndLedger(app: FastifyInstance, memberId: number) {
  const member = await app.ctx.db.selectFrom('members').select('point').where('id', '=', memberId).executeTakeFirstOrThrow();
  const rows = await app.ctx.db.selectFrom('point_ledger').select(['delta', 'balance_after']).where('member_id', '=', memberId).orderBy('id').execute();
  return {
    balance: Number(member.point),
    ledgerSum: rows.reduce((s, r) => s + Number(r.delta), 0),
    minBalanceAfter: Math.min(0, ...rows.map((r) => Number(r.balance_after))),
    rows: rows.length,
  };
}
