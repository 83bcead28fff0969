import { msg, REFUND_PAYOUT_MS } from '@snsshop/shared';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditOf, createAdminTestApp, type AdminTestApp } from '../../../../test/helpers/admin.js';
import { registeredMember } from '../../../../test/helpers/members.js';
import { notificationRows } from '../../../../test/helpers/notifications.js';
import { account, approvedCharge, askRefund, ledgerKinds, movePoints } from '../../../../test/helpers/refunds.js';
import { balanceAndLedger, dbKinds } from '../../../../test/helpers/test-app.js';
import { adminReconciliationRoutes } from './reconciliation.routes.js';
import { adminRefundRoutes } from './refunds.routes.js';

describe.each(dbKinds)("the owner's refund queue on %s", (kind) => {
  let t: AdminTestApp;
  beforeAll(async () => {
    t = await createAdminTestApp(kind);
  });
  afterAll(() => t?.close());

  async function requested(point: number, ask: number, spend = 0) {
    const m = await registeredMember(t.app);
    const c = await approvedCharge(t.app, m.auth, t.admin.auth, point);
    if (spend) await movePoints(t.app, m.memberId, -spend, 'order');
    const res = await askRefund(t.app, m.auth, { chargeId: c.id, points: ask });
    expect(res.statusCode, res.body).toBe(201);
    return { m, c, id: res.json().id as number };
  }
  async function expectConsistent(memberId: number, balance: number) {
    expect(await balanceAndLedger(t.app, memberId)).toMatchObject({ balance, ledgerSum: balance, minBalanceAfter: 0 });
  }

  it('lists open requests with the charge, the usage since and the 3-day deadline; the whole account only here', async () => {
    const { m, c, id } = await requested(20_000, 5_000, 3_000);
    await movePoints(t.app, m.memberId, -1_000, 'order');
    const list = (await t.call('GET', '/rest/admin/refunds')).json();
    const row = list.find((r: { id: number }) => r.id === id);
    expect(row).toMatchObject({
      memberLoginId: m.id.toLowerCase(),
      chargeId: c.id,
      orderNumber: c.orderNumber,
      charged: 20_000,
      paid: 20_000,
      points: 5_000,
      amount: 5_000,
      usedSince: 4_000,
      state: 'requested',
      holder: '홍길동',
      bankName: 'KB국민은행',
      account: '123456789012',
      accountMasked: '********9012',
      toss: false,
    });
    expect(Date.parse(row.deadline) - Date.parse(row.requestedAt)).toBe(REFUND_PAYOUT_MS);
  });

  it('approve makes the hold final, 송금 완료 records the transfer date; each step once, audited and told to the member', async () => {
    const { m, id } = await requested(10_000, 6_000);
    const approved = await t.call('POST', `/rest/admin/refunds/${id}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ state: 'approved' });
    expect((await t.call('POST', `/rest/admin/refunds/${id}/approve`)).json()).toMatchObject({ message: msg.refund.notRequested });
    const reject = await t.call('POST', `/rest/admin/refunds/${id}/reject`, { reason: '늦음' });
    expect([reject.statusCode, reject.json().message]).toEqual([409, msg.refund.notRequested]);
    const badDate = await t.call('POST', `/rest/admin/refunds/${id}/sent`, { transferDate: '28/11' });
    expect([badDate.statusCode, badDate.json().message]).toEqual([400, msg.refund.transferDateInvalid]);
    const sent = await t.call('POST', `/rest/admin/refunds/${id}/sent`, { transferDate: '2026-11-22' });
    expect(sent.json()).toMatchObject({ state: 'sent', transferDate: '2026-11-22' });
    expect((await t.call('POST', `/rest/admin/refunds/${id}/sent`, { transferDate: '2026-11-22' })).statusCode).toBe(409);
    expect((await auditOf(t.app, 'refund_request', id)).map((a) => a.action)).toEqual(['refund.approve', 'refund.sent']);
    expect((await notificationRows(t.app, m.memberId)).map((n) => n.event).filter((e) => e.startsWith('refund.'))).toEqual(['refund.requested', 'refund.approved', 'refund.sent']);
    expect((await ledgerKinds(t.app, m.memberId)).map((r) => r.kind)).toEqual(['charge', 'refund_hold']);
    await expectConsistent(m.memberId, 4_000);
    // the charge's remaining points may be asked for once the first request is finished
    expect((await t.call('GET', '/rest/admin/refunds?state=done')).json().some((r: { id: number }) => r.id === id)).toBe(true);
  });

  it('reject releases the hold once with the reason the member reads', async () => {
    const { m, c, id } = await requested(10_000, 10_000);
    const empty = await t.call('POST', `/rest/admin/refunds/${id}/reject`, { reason: ' ' });
    expect([empty.statusCode, empty.json().message]).toEqual([400, msg.refund.reasonRequired]);
    const res = await t.call('POST', `/rest/admin/refunds/${id}/reject`, { reason: '계좌 정보가 맞지 않습니다.' });
    expect(res.json()).toMatchObject({ state: 'rejected', rejectReason: '계좌 정보가 맞지 않습니다.' });
    expect((await t.call('POST', `/rest/admin/refunds/${id}/reject`, { reason: '다시' })).statusCode).toBe(409);
    expect((await ledgerKinds(t.app, m.memberId)).map((r) => [r.kind, Number(r.delta)])).toEqual([
      ['charge', 10_000],
      ['refund_hold', -10_000],
      ['refund_release', 10_000],
    ]);
    const n = (await notificationRows(t.app, m.memberId)).find((r) => r.event === 'refund.rejected');
    expect(JSON.parse(n!.vars)).toMatchObject({ 사유: '계좌 정보가 맞지 않습니다.', 금액: '10,000' });
    await expectConsistent(m.memberId, 10_000);
    // a new request for the charge is possible again
    expect((await askRefund(t.app, m.auth, { chargeId: c.id, points: 1_000, account: '110-123-456789' })).statusCode).toBe(201);
  });

  it('racing approvals and rejections decide once', async () => {
    const { m, id } = await requested(10_000, 7_000);
    const answers = await Promise.all(
      Array.from({ length: 16 }, (_, i) => (i % 2 ? t.call('POST', `/rest/admin/refunds/${id}/approve`) : t.call('POST', `/rest/admin/refunds/${id}/reject`, { reason: '경합' }))),
    );
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.statusCode === 409)).toHaveLength(15);
    const row = await t.app.ctx.db.selectFrom('refund_requests').select('state').where('id', '=', id).executeTakeFirstOrThrow();
    const kinds = (await ledgerKinds(t.app, m.memberId)).map((r) => r.kind);
    expect(kinds).toEqual(row.state === 'rejected' ? ['charge', 'refund_hold', 'refund_release'] : ['charge', 'refund_hold']);
    await expectConsistent(m.memberId, row.state === 'rejected' ? 10_000 : 3_000);
    expect(await auditOf(t.app, 'refund_request', id)).toHaveLength(1);
  });

  it("a deleted account's requests keep the payment record only: open ones until they are finished", async () => {
    const { m, c, id: done } = await requested(10_000, 2_000);
    expect((await t.call('POST', `/rest/admin/refunds/${done}/reject`, { reason: '중복' })).statusCode).toBe(200);
    const open = (await askRefund(t.app, m.auth, { chargeId: c.id, points: 3_000 })).json().id as number;
    expect((await t.app.inject({ method: 'DELETE', url: '/rest/auth/account', headers: m.auth })).statusCode).toBe(200);
    const rows = async () =>
      t.app.ctx.db.selectFrom('refund_requests').select(['id', 'email', 'holder', 'account_enc', 'account_masked', 'points']).where('member_id', '=', m.memberId).orderBy('id').execute();
    const [a, b] = await rows();
    expect(a).toMatchObject({ id: done, email: null, holder: null, account_enc: null, account_masked: '********9012' });
    expect(b).toMatchObject({ id: open, email: account.email, holder: account.holder, account_enc: expect.any(String) });
    expect((await t.call('POST', `/rest/admin/refunds/${open}/approve`)).json()).toMatchObject({ account: '123456789012' });
    expect((await t.call('POST', `/rest/admin/refunds/${open}/sent`, { transferDate: '2026-11-22' })).json()).toMatchObject({ state: 'sent', account: null, holder: null });
    expect((await rows())[1]).toMatchObject({ email: null, holder: null, account_enc: null });
  });

  it('answers 404 to members and guests, and every route names its permission', async () => {
    const { m, id } = await requested(5_000, 1_000);
    for (const headers of [{}, m.auth]) {
      for (const [method, url] of [
        ['GET', '/rest/admin/refunds'],
        ['POST', `/rest/admin/refunds/${id}/approve`],
        ['POST', `/rest/admin/refunds/${id}/reject`],
        ['GET', '/rest/admin/reconciliation'],
      ] as const) {
        expect((await t.call(method, url, method === 'POST' ? { reason: 'x' } : undefined, headers)).statusCode).toBe(404);
      }
    }
    expect((await t.call('POST', `/rest/admin/refunds/999999/approve`)).json().message).toBe(msg.refund.notFound);
    // the routes as registered, with their options (a fresh instance: the app's table keeps no config)
    const seen: string[] = [];
    const probe = Fastify();
    probe.setValidatorCompiler(validatorCompiler);
    probe.setSerializerCompiler(serializerCompiler);
    probe.addHook('onRoute', (r) => {
      if (r.method !== 'HEAD') seen.push(`${String(r.method)} ${r.url} ${(r.config as { permission?: string } | undefined)?.permission ?? '-'}`);
    });
    await probe.register(adminRefundRoutes, { ctx: t.app.ctx });
    await probe.register(adminReconciliationRoutes, { ctx: t.app.ctx });
    await probe.ready();
    expect(seen.sort()).toEqual([
      'GET /admin/reconciliation reconciliation',
      'GET /admin/refunds refunds.read',
      'POST /admin/reconciliation/:day reconciliation',
      'POST /admin/refunds/:id/approve refunds.decide',
      'POST /admin/refunds/:id/check-toss refunds.decide',
      'POST /admin/refunds/:id/reject refunds.decide',
      'POST /admin/refunds/:id/sent refunds.decide',
    ]);
    await probe.close();
  });
});
