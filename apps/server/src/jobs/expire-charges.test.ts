import { PaymentStatus } from '@snsshop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceAndLedger, createTestApp, dbKinds, registerAndLogin, type TestApp } from '../../test/helpers/test-app.js';
import { memberIdOf, payactionMatch, pendingCharge } from '../../test/helpers/charges.js';
import { expireCharges } from './expire-charges.js';

describe.each(dbKinds)('charge expiry sweep on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { PAYACTION_WEBHOOK_KEY: 'hook-key-0123', PAYACTION_MALL_ID: 'mall-77' });
  });
  afterAll(() => t?.close());

  const history = async (auth: Record<string, string>) => (await t.app.inject({ url: '/rest/service/point-history', headers: auth })).json();

  it('cancels an unpaid charge exactly 3 hours after the request, once, and leaves paid ones alone', async () => {
    const m = await registerAndLogin(t.app);
    const memberId = await memberIdOf(t.app, m.id);
    const unpaid = await pendingCharge(t.app, m.auth, { name: '만료 대상', point: 10_000 });
    const paid = await pendingCharge(t.app, m.auth, { name: '입금 완료', point: 20_000 });
    expect((await payactionMatch(t.app, paid.orderNumber, 'trace-paid')).statusCode).toBe(200);

    t.clock.advance(3 * 3600_000 - 1);
    expect(await expireCharges(t.app.ctx)).toBe(0);
    expect((await history(m.auth)).find((c: { id: number }) => c.id === unpaid.id).status).toBe(PaymentStatus.PENDING);

    t.clock.advance(1);
    const sweeps = await Promise.all([expireCharges(t.app.ctx), expireCharges(t.app.ctx), expireCharges(t.app.ctx)]);
    expect(sweeps.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await expireCharges(t.app.ctx)).toBe(0);

    const listed = await history(m.auth);
    expect(listed.find((c: { id: number }) => c.id === unpaid.id)).toMatchObject({ status: PaymentStatus.FAIL, responseAt: '2026-11-21T06:00:00.000Z' });
    expect(listed.find((c: { id: number }) => c.id === paid.id)).toMatchObject({ status: PaymentStatus.SUCCESS, responseAt: '2026-11-21T03:00:00.000Z' });
    expect(await balanceAndLedger(t.app, memberId)).toMatchObject({ balance: 20_000, ledgerSum: 20_000, rows: 1 });
  });
});
