import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberWithKey } from '../../test/helpers/customer-api.js';
import { PROCESS_TOKEN_SECRET, startServerProcess, waitFor, type ServerProcess } from '../../test/helpers/server-process.js';
import { createTestApp, dbKinds, type TestApp } from '../../test/helpers/test-app.js';

const LIMIT = 50;
const CALLS = 200;

// each database with each way of counting a key's calls (API_RATE_COUNTER)
const cases = dbKinds.flatMap((kind) => (['leased', 'plain'] as const).map((counter): [typeof kind, typeof counter] => [kind, counter]));

describe.each(cases)('the per-key limit under racing calls from two server processes on %s, counted %s', (kind, counter) => {
  let t: TestApp;
  const procs: ServerProcess[] = [];
  beforeAll(async () => {
    // The processes' secret, so the API key issued here is the key they know.
    t = await createTestApp(kind, { TOKEN_SECRET: PROCESS_TOKEN_SECRET });
  });
  afterAll(async () => {
    await Promise.all(procs.map((p) => p.kill()));
    await t?.close();
  });

  it(`lets exactly ${LIMIT} of ${CALLS} calls through, each told a different number left, and refuses the rest as before`, { timeout: 120_000 }, async () => {
    const holder = await memberWithKey(t);
    for (let i = 0; i < 2; i++) procs.push(startServerProcess(t.env.config, { API_RATE_LIMIT: String(LIMIT), API_RATE_LIMIT_IP: '100000', API_RATE_COUNTER: counter, JOBS_ENABLED: 'false' }));
    const apis: number[] = [];
    for (const p of procs) {
      expect(await waitFor(async () => /고객 API:\s+http:\/\/[^:]+:\d+/.test(p.output()), 40_000, 50), p.output()).toBe(true);
      apis.push(Number(/고객 API:\s+http:\/\/[^:]+:(\d+)/.exec(p.output())![1]));
    }
    const answers = await Promise.all(
      Array.from({ length: CALLS }, async (_, i) => {
        const res = await fetch(`http://127.0.0.1:${apis[i % 2]}/api/v2`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ key: holder.key, action: 'balance' }).toString(),
        });
        const header = (name: string) => Number(res.headers.get(name));
        return { status: res.status, body: (await res.json()) as Record<string, unknown>, limit: header('x-ratelimit-limit'), remaining: header('x-ratelimit-remaining'), reset: header('x-ratelimit-reset') };
      }),
    );
    const allowed = answers.filter((a) => a.status === 200);
    const refused = answers.filter((a) => a.status !== 200);
    expect(allowed).toHaveLength(LIMIT);
    // Counted one after another across both processes: 49 left, 48 left, … 0 left, each told once.
    expect(allowed.map((a) => a.remaining).sort((a, b) => a - b)).toEqual(Array.from({ length: LIMIT }, (_, i) => i));
    expect(allowed.every((a) => a.body.currency === 'KRW')).toBe(true);
    for (const r of refused) {
      expect(r.status).toBe(429);
      expect(r.body).toEqual({ error: 'Too many requests' });
      expect(r).toMatchObject({ limit: LIMIT, remaining: 0 });
      // when the oldest counted call leaves the minute: counted in 5-second slots, so at most 65 s away
      expect(r.reset).toBeGreaterThan(0);
      expect(r.reset).toBeLessThanOrEqual(65);
    }
    expect(answers.every((a) => a.limit === LIMIT)).toBe(true);
  });
});
