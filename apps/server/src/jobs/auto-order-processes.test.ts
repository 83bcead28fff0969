import { AutoOrderStatus, type Service } from '@snsshop/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { startServerProcess, waitFor, type ServerProcess } from '../../test/helpers/server-process.js';
import { balanceAndLedger, createTestApp, dbKinds, grantPoints, registerAndLogin, type TestApp } from '../../test/helpers/test-app.js';
import { placeOrder } from '../services/orders/place-order.js';

const HOUR = 60 * 60_000;

/**
 * Auto-orders whose second run is due now: placed (first run included) 61 minutes ago by the test's
 * clock, so that server processes on the real clock find every second run due at once.
 */
async function dueAutoOrders(t: TestApp, count: number) {
  t.clock.advance(Date.now() - HOUR - 60_000 - t.clock.now().getTime());
  const services: Service[] = (await t.app.inject({ url: '/rest/service/services' })).json();
  const likes = services.find((s) => s.text === '인스타그램 한국인 좋아요')!; // 18원 each
  const members: number[] = [];
  for (let i = 0; i < 10; i++) {
    const m = await registerAndLogin(t.app);
    members.push(await grantPoints(t.app, m.id, 10_000_000));
  }
  for (let i = 0; i < count; i++) {
    await placeOrder(t.app.ctx, members[i % 10]!, { serviceId: likes.id, link: `https://www.instagram.com/p/due_${i}`, amount: 10, runs: 3, interval: 60 });
  }
  return members;
}

async function expectEachSecondRunOnce(t: TestApp, count: number, members: number[]) {
  const autos = await t.app.ctx.db.selectFrom('auto_orders').select(['id', 'completed', 'status']).execute();
  expect(autos).toHaveLength(count);
  const runs = await t.app.ctx.db.selectFrom('orders').select(['auto_order_id', 'run_no']).execute();
  expect(runs).toHaveLength(2 * count);
  const byAuto = new Map<number, number[]>();
  for (const r of runs) byAuto.set(r.auto_order_id!, [...(byAuto.get(r.auto_order_id!) ?? []), r.run_no!]);
  for (const a of autos) {
    expect(a).toMatchObject({ completed: 2, status: AutoOrderStatus.ACTIVE });
    expect(byAuto.get(a.id)?.sort()).toEqual([1, 2]);
  }
  // Each run paid once: 10 × 18원 = 180 per run.
  for (const memberId of members) {
    const money = await balanceAndLedger(t.app, memberId);
    expect(money.balance).toBe(money.ledgerSum);
    expect(money.balance).toBe(10_000_000 - (2 * count * 180) / members.length);
  }
}

const secondRunsMade = (t: TestApp) => async () =>
  Number((await t.app.ctx.db.selectFrom('orders').select((eb) => eb.fn.countAll<number>().as('n')).where('run_no', '=', 2).executeTakeFirstOrThrow()).n);

describe.each(dbKinds)('auto-order runs across processes on %s', (kind) => {
  let t: TestApp | undefined;
  const procs: ServerProcess[] = [];
  afterEach(async () => {
    await Promise.all(procs.splice(0).map((p) => p.kill()));
    await t?.close();
    t = undefined;
  });

  it('a server killed (SIGKILL) while runs are due loses none and doubles none after restart', { timeout: 120_000 }, async () => {
    t = await createTestApp(kind);
    const members = await dueAutoOrders(t, 300);
    const made = secondRunsMade(t);
    const first = startServerProcess(t.env.config, { JOB_BATCH: '20' });
    procs.push(first);
    expect(await waitFor(async () => (await made()) >= 20, 60_000, 20), first.output()).toBe(true);
    await first.kill('SIGKILL');
    const atKill = await made();
    expect(atKill).toBeLessThan(300); // killed half way
    procs.push(startServerProcess(t.env.config));
    expect(await waitFor(async () => (await made()) === 300, 60_000), procs[1]!.output()).toBe(true);
    await new Promise((r) => setTimeout(r, 300)); // a few more sweeps: nothing more may happen
    await expectEachSecondRunOnce(t, 300, members);
  });
});

describe.runIf(dbKinds.includes('postgres'))('auto-order runs across two processes on one PostgreSQL', () => {
  let t: TestApp | undefined;
  const procs: ServerProcess[] = [];
  afterEach(async () => {
    await Promise.all(procs.splice(0).map((p) => p.kill()));
    await t?.close();
    t = undefined;
  });

  it('two processes make each of 1,000 due runs exactly once', { timeout: 180_000 }, async () => {
    t = await createTestApp('postgres');
    const members = await dueAutoOrders(t, 1000);
    for (let i = 0; i < 2; i++) procs.push(startServerProcess(t.env.config, { JOB_BATCH: '50', JOB_TICK_MS: '10' }));
    const made = secondRunsMade(t);
    expect(await waitFor(async () => (await made()) === 1000, 120_000, 200), procs.map((p) => p.output()).join('\n')).toBe(true);
    await new Promise((r) => setTimeout(r, 300));
    for (const p of procs) expect(p.child.exitCode).toBeNull();
    await expectEachSecondRunOnce(t, 1000, members);
  });
});
