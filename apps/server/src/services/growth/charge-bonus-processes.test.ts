import { PaymentStatus } from '@snsshop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pendingCharge } from '../../../test/helpers/charges.js';
import { registeredMember } from '../../../test/helpers/members.js';
import { bundleServer, listenerPorts, startServerProcess, waitFor, type ServerBundle, type ServerProcess } from '../../../test/helpers/server-process.js';
import { balanceAndLedger, createTestApp, dbKinds, type TestApp } from '../../../test/helpers/test-app.js';

const PAYACTION = { PAYACTION_WEBHOOK_KEY: 'hook-key-0123', PAYACTION_MALL_ID: 'mall-77' };
/** How long after the match was sent the process is killed, round by round (ms). */
const KILL_AFTER_MS = [0, 3, 8, 15, 30, 60, 120];

const matchBody = (orderNumber: string) => JSON.stringify({ order_number: orderNumber, order_status: '매칭완료', processing_date: '2026-11-21T12:05:00+09:00' });
const matchHeaders = (traceId: string) => ({ 'content-type': 'application/json', 'x-webhook-key': PAYACTION.PAYACTION_WEBHOOK_KEY, 'x-mall-id': PAYACTION.PAYACTION_MALL_ID, 'x-trace-id': traceId });
/** A bank match POSTed to a real server process (PayAction's webhook). */
const sendMatch = (port: number, orderNumber: string, traceId: string) =>
  fetch(`http://127.0.0.1:${port}/rest/webhooks/payaction`, { method: 'POST', headers: matchHeaders(traceId), body: matchBody(orderNumber) });

async function addRules(t: TestApp) {
  const at = t.clock.now().toISOString();
  await t.app.ctx.db
    .insertInto('charge_bonus_rules')
    .values([
      { name: '10% 적립', kind: 'percent', amount: 10, per_member: 'every', created_at: at, updated_at: at },
      { name: '회원당 한 번', kind: 'fixed', amount: 50_000, per_member: 'once', created_at: at, updated_at: at },
    ])
    .execute();
}

/** The processes run on the real clock: their expiry sweep must not cancel the test clock's charges. */
const keepOpen = (t: TestApp, ids: number[]) => t.app.ctx.db.updateTable('point_charges').set({ expires_at: '2999-01-01T00:00:00.000Z' }).where('id', 'in', ids).execute();

/** Every charge credited at most once, with at most one bonus; a credited charge has its bonus; balances equal ledgers. */
async function expectOnce(t: TestApp, chargeIds: number[], memberIds: number[]) {
  const { db } = t.app.ctx;
  const ledger = await db.selectFrom('point_ledger').select(['kind', 'ref_id']).where('ref_type', '=', 'charge').where('ref_id', 'in', chargeIds.map(String)).execute();
  const charges = await db.selectFrom('point_charges').select(['id', 'status']).where('id', 'in', chargeIds).execute();
  for (const c of charges) {
    const rows = ledger.filter((l) => l.ref_id === String(c.id));
    const credited = c.status === PaymentStatus.SUCCESS;
    expect(rows.filter((r) => r.kind === 'charge')).toHaveLength(credited ? 1 : 0);
    expect(rows.filter((r) => r.kind === 'bonus')).toHaveLength(credited ? 1 : 0);
  }
  for (const id of memberIds) {
    const money = await balanceAndLedger(t.app, id);
    expect(money.balance).toBe(money.ledgerSum);
    expect(money.minBalanceAfter).toBe(0);
    const once = await db.selectFrom('charge_bonuses').innerJoin('charge_bonus_rules', 'charge_bonus_rules.id', 'charge_bonuses.rule_id').select('charge_id').where('member_id', '=', id).where('per_member', '=', 'once').execute();
    expect(once.length).toBeLessThanOrEqual(1);
  }
}

/**
 * A real server process credits a bank match and is killed -9 a little later each round — before the
 * credit's transaction, inside it, or after its commit. PayAction delivers the match again (to this
 * test's app, the next process): the charge is credited once and its bonus once, whatever the moment.
 */
describe.each(dbKinds)('a charge bonus when the crediting server process is killed -9, on %s', (kind) => {
  let t: TestApp;
  let bundle: ServerBundle;
  let proc: ServerProcess | undefined;
  beforeAll(async () => {
    t = await createTestApp(kind, PAYACTION);
    await addRules(t);
    bundle = await bundleServer();
  }, 120_000);
  afterAll(async () => {
    await proc?.kill();
    bundle?.remove();
    await t?.close();
  });

  it('credits the charge and its bonus exactly once whatever the moment of the kill', { timeout: 240_000 }, async () => {
    const m = await registeredMember(t.app);
    const ids: number[] = [];
    let creditedByKilled = 0;
    for (const [round, delay] of KILL_AFTER_MS.entries()) {
      const c = await pendingCharge(t.app, m.auth, { point: 10_000 + round });
      ids.push(c.id);
      await keepOpen(t, [c.id]);
      const p = (proc = startServerProcess(t.env.config, PAYACTION, bundle));
      const { shop } = await listenerPorts(p);
      const sent = sendMatch(shop, c.orderNumber, `kill-${round}`).catch(() => null);
      await new Promise((r) => setTimeout(r, delay));
      await p.kill('SIGKILL');
      proc = undefined;
      await sent;
      const status = (await t.app.ctx.db.selectFrom('point_charges').select('status').where('id', '=', c.id).executeTakeFirstOrThrow()).status;
      if (status === PaymentStatus.SUCCESS) creditedByKilled += 1;
      // PayAction retries the delivery (same trace id), then sends it again under a new one
      for (const trace of [`kill-${round}`, `retry-${round}`]) {
        const res = await t.app.inject({ method: 'POST', url: '/rest/webhooks/payaction', headers: matchHeaders(trace), payload: matchBody(c.orderNumber) });
        expect(res.statusCode).toBeLessThan(300);
      }
      expect((await t.app.ctx.db.selectFrom('point_charges').select('status').where('id', '=', c.id).executeTakeFirstOrThrow()).status).toBe(PaymentStatus.SUCCESS);
    }
    await expectOnce(t, ids, [m.memberId]);
    const total = ids.reduce((s, _, i) => s + 10_000 + i, 0);
    const bonus = ids.reduce((s, _, i) => s + Math.floor((10_000 + i) / 10), 0) - Math.floor(10_000 / 10) + 50_000;
    expect((await balanceAndLedger(t.app, m.memberId)).balance).toBe(total + bonus);
    // the rounds killed the process at different moments: some before it credited (a real test of the retry)
    expect(creditedByKilled).toBeLessThan(KILL_AFTER_MS.length);
  });
});

/** Two server processes on one PostgreSQL receive every bank match (PayAction delivers it to both): one credit and one bonus per charge. */
describe.skipIf(!dbKinds.includes('postgres'))('charge bonuses credited by two server processes on one PostgreSQL', () => {
  let t: TestApp;
  let bundle: ServerBundle;
  const procs: ServerProcess[] = [];
  beforeAll(async () => {
    t = await createTestApp('postgres', PAYACTION);
    await addRules(t);
    bundle = await bundleServer();
  }, 120_000);
  afterAll(async () => {
    await Promise.all(procs.map((p) => p.kill()));
    bundle?.remove();
    await t?.close();
  });

  it('credits each of 60 charges and its bonus once, and a once-per-member rule once per member', { timeout: 180_000 }, async () => {
    const members = [];
    for (let i = 0; i < 4; i++) members.push(await registeredMember(t.app));
    const charges = [];
    for (let i = 0; i < 60; i++) charges.push(await pendingCharge(t.app, members[i % 4]!.auth, { point: 20_000 + i }));
    await keepOpen(t, charges.map((c) => c.id));
    for (let i = 0; i < 2; i++) procs.push(startServerProcess(t.env.config, PAYACTION, bundle));
    const ports = await Promise.all(procs.map(async (p) => (await listenerPorts(p)).shop));
    const answers = await Promise.all(charges.flatMap((c, i) => ports.map((port, k) => sendMatch(port, c.orderNumber, `two-${i}-${k}`).then((r) => r.status))));
    expect(answers.filter((s) => s >= 300), procs.map((p) => p.output()).join('\n')).toEqual([]);
    const ids = charges.map((c) => c.id);
    expect(await waitFor(async () => (await t.app.ctx.db.selectFrom('point_charges').select('id').where('id', 'in', ids).where('status', '=', PaymentStatus.SUCCESS).execute()).length === 60, 30_000)).toBe(true);
    await expectOnce(t, ids, members.map((m) => m.memberId));
    const rows = await t.app.ctx.db.selectFrom('charge_bonuses').select(['member_id', 'points']).where('charge_id', 'in', ids).execute();
    expect(rows).toHaveLength(60);
    for (const m of members) expect(rows.filter((r) => r.member_id === m.memberId && Number(r.points) === 50_000)).toHaveLength(1);
  });
});
