import { msg } from '@snsshop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshIp } from '../../../test/helpers/accounts.js';
import { memberWithKey } from '../../../test/helpers/customer-api.js';
import { PROCESS_TOKEN_SECRET, startServerProcess, waitFor, type ServerProcess } from '../../../test/helpers/server-process.js';
import { Redis } from 'ioredis';
import { createTestApp, dbKinds, newMember, testRedisDb, testRedisUrl, type TestApp } from '../../../test/helpers/test-app.js';

describe.each(dbKinds)('sign-up limits on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { SIGNUP_RATE_LIMIT: '6' }); // 6 an hour, 2 a minute, per address
  });
  afterAll(() => t?.close());
  const register = (ip: string, body = newMember()) => t.app.inject({ method: 'POST', url: '/rest/auth/register', payload: body, remoteAddress: ip });

  it('one address gets a few sign-ups a minute and a few more an hour, then a Korean 429; other addresses are not affected', async () => {
    const ip = freshIp();
    expect((await register(ip)).statusCode).toBe(201);
    expect((await register(ip)).statusCode).toBe(201);
    const third = await register(ip);
    expect(third.statusCode).toBe(429);
    expect(third.json().message).toBe(msg.register.tooMany);
    expect((await register(freshIp())).statusCode).toBe(201);

    // A minute later the minute's window has moved; the hour's still counts.
    for (let minute = 0; minute < 2; minute++) {
      t.clock.advance(61_000);
      expect((await register(ip)).statusCode).toBe(201);
      expect((await register(ip)).statusCode).toBe(201);
    }
    t.clock.advance(61_000);
    expect((await register(ip)).statusCode).toBe(429); // 6 in the hour
    t.clock.advance(3600_000);
    expect((await register(ip)).statusCode).toBe(201);
  });

  it('attempts that fail count too (probing ids), and one e-mail address gets 10 attempts an hour from anywhere', async () => {
    const taken = newMember();
    expect((await register(freshIp(), taken)).statusCode).toBe(201);
    const probe = freshIp();
    expect((await register(probe, { ...newMember(), id: taken.id })).statusCode).toBe(409);
    expect((await register(probe, { ...newMember(), id: taken.id })).statusCode).toBe(409);
    expect((await register(probe)).statusCode).toBe(429);

    const email = `target${Date.now()}@example.com`;
    const codes = [];
    for (let i = 0; i < 11; i++) codes.push((await register(freshIp(), newMember({ email }))).statusCode);
    expect(codes).toEqual([201, ...Array<number>(9).fill(409), 429]);
  });
});

/** Each database, and Redis (on SQLite) when the tests have one: where the processes count. */
const sharedStores: { kind: 'sqlite' | 'postgres'; redis: boolean }[] = [...dbKinds.map((kind) => ({ kind, redis: false })), ...(testRedisUrl ? [{ kind: 'sqlite' as const, redis: true }] : [])];

describe.each(sharedStores)('limits shared by two server processes ($kind, Redis: $redis)', ({ kind, redis }) => {
  let t: TestApp;
  const procs: ServerProcess[] = [];
  const storeEnv: Record<string, string> = redis ? { REDIS_URL: testRedisDb(4) } : {};
  beforeAll(async () => {
    if (redis) {
      const admin = new Redis(storeEnv.REDIS_URL!);
      await admin.flushdb();
      await admin.quit();
    }
    // The processes' secret, so the API key issued here is the key they know.
    t = await createTestApp(kind, { TOKEN_SECRET: PROCESS_TOKEN_SECRET, ...storeEnv });
  });
  afterAll(async () => {
    await Promise.all(procs.map((p) => p.kill()));
    await t?.close();
  });

  it('the customer API allows its per-key limit in all, and sign-ups their per-address limit, however the requests are spread', { timeout: 90_000 }, async () => {
    const holder = await memberWithKey(t);
    // The holder's own sign-up (made here, from the same loopback address, now on the real clock) is not
    // one the processes are to count: the counts start empty.
    if (redis) {
      const admin = new Redis(storeEnv.REDIS_URL!);
      await admin.flushdb();
      await admin.quit();
    } else {
      await t.app.ctx.db.deleteFrom('rate_events').execute();
      await t.app.ctx.db.deleteFrom('rate_counters').execute();
    }
    for (let i = 0; i < 2; i++) procs.push(startServerProcess(t.env.config, { API_RATE_LIMIT: '5', SIGNUP_RATE_LIMIT: '6', JOBS_ENABLED: 'false', ...storeEnv }));
    const ports: { shop: number; api: number }[] = [];
    for (const p of procs) {
      const up = await waitFor(async () => /고객 API:\s+http:\/\/[^:]+:\d+/.test(p.output()), 40_000, 50);
      expect(up, p.output()).toBe(true);
      ports.push({ shop: Number(/쇼핑몰:\s+http:\/\/[^:]+:(\d+)/.exec(p.output())![1]), api: Number(/고객 API:\s+http:\/\/[^:]+:(\d+)/.exec(p.output())![1]) });
    }
    const apiCodes = [];
    for (let i = 0; i < 12; i++) {
      const res = await fetch(`http://127.0.0.1:${ports[i % 2]!.api}/balance`, { headers: { 'api-key': holder.key } });
      apiCodes.push(res.status);
    }
    expect(apiCodes.filter((c) => c === 200)).toHaveLength(5);
    expect(apiCodes.slice(5).every((c) => c === 429)).toBe(true);

    const signUps = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        fetch(`http://127.0.0.1:${ports[i % 2]!.shop}/rest/auth/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(newMember()) }).then((r) => r.status),
      ),
    );
    // 2 a minute from one address, in all, exactly: Redis counts in one atomic script, a database in one
    // transaction per sign-up that counts before it writes (racing sign-ups are counted one after another)
    expect(signUps.filter((c) => c === 201).length).toBe(2);
    expect(signUps.every((c) => c === 201 || c === 429)).toBe(true);
  });
});
