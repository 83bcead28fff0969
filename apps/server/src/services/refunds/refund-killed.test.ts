import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminTestApp, type AdminTestApp } from '../../../test/helpers/admin.js';
import { setSetting } from '../../../test/helpers/charges.js';
import { approvedCharge, account, ledgerKinds, tossCharge } from '../../../test/helpers/refunds.js';
import { registeredMember } from '../../../test/helpers/members.js';
import { listenerPorts, PROCESS_TOKEN_SECRET, startServerProcess, waitFor, type ServerProcess } from '../../../test/helpers/server-process.js';
import { balanceAndLedger, dbKinds } from '../../../test/helpers/test-app.js';
import { startStandInToss, type StandInToss } from '../../../test/stand-ins/toss.js';

/**
 * A real server process takes refund requests and the owner's approval and is killed -9 in between:
 * after the hold (a bank charge) and while Toss is cancelling (its answer never reaches the process).
 * The next process (this test's app) finds each request in a state a person can finish — held
 * once, approved once, never a second cancel — and the balance equals its ledger throughout.
 */
describe.each(dbKinds)('a refund whose server process is killed -9 between the hold and the approval, on %s', (kind) => {
  let t: AdminTestApp;
  let toss: StandInToss;
  let proc: ServerProcess | undefined;
  let env: Record<string, string>;
  beforeAll(async () => {
    toss = await startStandInToss();
    env = { TOSS_CLIENT_KEY: toss.clientKey, TOSS_SECRET_KEY: toss.secretKey, TOSS_BASE_URL: toss.url, PAYMENT_TIMEOUT_MS: '20000' };
    t = await createAdminTestApp(kind, { ...env, TOKEN_SECRET: PROCESS_TOKEN_SECRET });
    await setSetting(t.app, 'ENABLE_TOSS_PAYMENT', true);
  }, 60_000);
  afterAll(async () => {
    await proc?.kill();
    await t?.close();
    await toss?.close();
  });

  async function startProcess() {
    proc = startServerProcess(t.env.config, env);
    const { shop } = await listenerPorts(proc, 60_000);
    return (path: string, headers: Record<string, string>, body?: object) =>
      fetch(`http://127.0.0.1:${shop}/rest${path}`, { method: body ? 'POST' : 'GET', headers: { ...headers, ...(body ? { 'content-type': 'application/json' } : {}) }, body: body ? JSON.stringify(body) : undefined });
  }
  async function expectConsistent(memberId: number) {
    const b = await balanceAndLedger(t.app, memberId);
    expect(b.balance).toBe(b.ledgerSum);
    expect(b.minBalanceAfter).toBe(0);
    return b.balance;
  }

  it('holds once and approves once across the kill', { timeout: 180_000 }, async () => {
    // the process runs on the real clock: the charges are credited now
    t.clock.advance(Date.now() - t.clock.now().getTime());
    const m = await registeredMember(t.app);
    const bank = await approvedCharge(t.app, m.auth, t.admin.auth, 10_000);
    const paid = await tossCharge(t, toss, 20_000);
    const call = await startProcess();

    // a bank refund asked of the process, which dies right after answering
    const asked = await call('/service/point/refunds', m.auth, { ...account, chargeId: bank.id, points: 6_000 });
    expect(asked.status).toBe(201);
    await proc!.kill('SIGKILL');
    proc = undefined;
    expect(await expectConsistent(m.memberId)).toBe(4_000);
    const bankId = ((await asked.json()) as { id: number }).id;

    // a Toss refund: the owner's approval reaches the process, Toss cancels, the answer is slow, the process dies
    const tossAsk = await t.app.inject({ method: 'POST', url: '/rest/service/point/refunds', headers: paid.m.auth, payload: { ...account, chargeId: paid.c.id, points: 15_000 } });
    expect(tossAsk.statusCode).toBe(201);
    const tossId = tossAsk.json().id as number;
    const call2 = await startProcess();
    toss.slowCancel.next = 1;
    toss.slowCancel.delayMs = 30_000;
    void call2(`/admin/refunds/${tossId}/approve`, t.admin.auth, {}).catch(() => undefined);
    expect(await waitFor(async () => toss.cancelCalls.some((c) => c.paymentKey === paid.paymentKey), 30_000, 10)).toBe(true);
    await proc!.kill('SIGKILL');
    proc = undefined;
    expect(await expectConsistent(paid.m.memberId)).toBe(5_000);

    // the next process: the bank request approves once
    const approvals = await Promise.all(Array.from({ length: 6 }, () => t.call('POST', `/rest/admin/refunds/${bankId}/approve`)));
    expect(approvals.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    expect((await ledgerKinds(t.app, m.memberId)).map((r) => r.kind)).toEqual(['charge', 'refund_hold']);
    expect(await expectConsistent(m.memberId)).toBe(4_000);

    // the Toss request waits for a person: approving again is refused, the check finds Toss's cancel
    const row = await t.app.ctx.db.selectFrom('refund_requests').select('state').where('id', '=', tossId).executeTakeFirstOrThrow();
    expect(row.state).toBe('cancelling');
    expect((await t.call('POST', `/rest/admin/refunds/${tossId}/approve`)).statusCode).toBe(409);
    expect((await t.call('POST', `/rest/admin/refunds/${tossId}/check-toss`)).json()).toMatchObject({ state: 'sent' });
    expect(toss.cancelCalls.filter((c) => c.paymentKey === paid.paymentKey)).toHaveLength(1);
    expect((await ledgerKinds(t.app, paid.m.memberId)).map((r) => r.kind)).toEqual(['charge', 'refund_hold']);
    expect(await expectConsistent(paid.m.memberId)).toBe(5_000);
  });
});
