import { msg, REFILL_OVERDUE_HOURS } from '@snsshop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditOf, createAdminTestApp, type AdminTestApp } from '../../../../test/helpers/admin.js';
import { serviceOnStandInPanel, type ProviderService } from '../../../../test/helpers/stand-in-provider.js';
import { dbKinds, grantPoints, registerAndLogin } from '../../../../test/helpers/test-app.js';
import { startStandInPanel } from '../../../../test/stand-ins/smm-panel.js';
import { dispatchDueOrders } from '../../../jobs/dispatch-orders.js';
import { runRefillSweep } from '../../../jobs/refill-sweep.js';
import { syncOrderStatuses } from '../../../jobs/sync-orders.js';
import { FIRST_SYNC_DELAY_MS } from '../../../services/orders/fulfilment.js';

type Auth = Record<string, string>;

describe.each(dbKinds)('the owner and refills on %s', (kind) => {
  let t: AdminTestApp;
  let up: ProviderService;
  let linkNo = 0;

  beforeAll(async () => {
    t = await createAdminTestApp(kind);
    up = await serviceOnStandInPanel(t.app, { unitPriceE7: 100_000_000 });
  });
  afterAll(async () => {
    await up?.panel.close();
    await t?.close();
  });

  const policy = (body: object) => t.call('PATCH', `/rest/admin/services/${up.serviceId}`, body);
  async function completedOrder(auth: Auth) {
    const res = await t.app.inject({ method: 'POST', url: '/rest/service/order', headers: auth, payload: { serviceId: up.serviceId, link: `https://www.instagram.com/p/owner_${++linkNo}`, amount: 100 } });
    const id = (res.json() as { id: number }).id;
    await dispatchDueOrders(t.app.ctx);
    const sent = await t.app.ctx.db.selectFrom('orders').select('provider_order_id').where('id', '=', id).executeTakeFirstOrThrow();
    up.panel.state.setOrder(sent.provider_order_id!, { status: 'Completed', remains: 0 });
    t.clock.advance(FIRST_SYNC_DELAY_MS);
    await syncOrderStatuses(t.app.ctx);
    return id;
  }
  async function member() {
    const m = await registerAndLogin(t.app);
    await grantPoints(t.app, m.id, 100_000);
    return m;
  }
  const ask = (auth: Auth, id: number) => t.app.inject({ method: 'POST', url: `/rest/service/order/${id}/refill`, headers: auth });
  const queue = async (view = 'waiting') => (await t.call('GET', `/rest/admin/refills?view=${view}`)).json() as { id: number; orderId: number; needsOwner: boolean; statusText: string; overdue: boolean; reason: string | null }[];
  const lastRefill = async (auth: Auth, orderId: number) =>
    ((await t.app.inject({ url: '/rest/service/order-history', headers: auth })).json() as { id: number; refill?: { last: { statusText: string; reason: string | null } } }[]).find((o) => o.id === orderId)?.refill?.last;

  it('the service editor sets the refill policy; bad values are refused in Korean', async () => {
    const res = await policy({ refillMode: 'manual', refillDays: 14, refillCap: 2, refillCooldownHours: 12, refillPartial: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ refillMode: 'manual', refillDays: 14, refillCap: 2, refillCooldownHours: 12, refillPartial: true });
    const bad = await policy({ refillDays: 0 });
    expect([bad.statusCode, bad.json().message]).toEqual([400, msg.refill.policyInvalid]);
    const catalog = (await t.app.inject({ url: '/rest/service/services' })).json() as { id: number; refillDays?: number }[];
    expect(catalog.find((s) => s.id === up.serviceId)?.refillDays).toBe(14);
  });

  it('manual refills wait in the owner queue; approve makes them 완료, reject 거절 with the owner reason; never both', async () => {
    await policy({ refillMode: 'manual', refillCooldownHours: 0, refillCap: 5 });
    const m = await member();
    const a = await completedOrder(m.auth);
    const b = await completedOrder(m.auth);
    expect((await ask(m.auth, a)).statusCode).toBe(201);
    expect((await ask(m.auth, b)).statusCode).toBe(201);
    await runRefillSweep(t.app.ctx);
    expect(up.panel.state.calls.refill ?? 0).toBe(0); // manual: nothing goes upstream
    const open = (await queue()).filter((r) => r.orderId === a || r.orderId === b);
    expect(open.map((r) => [r.orderId, r.needsOwner, r.statusText])).toEqual([
      [a, true, '대기'],
      [b, true, '대기'],
    ]);
    const [ra, rb] = open.map((r) => r.id);

    const approvals = await Promise.all([1, 2, 3].map(() => t.call('POST', `/rest/admin/refills/${ra}/approve`)));
    expect(approvals.map((x) => x.statusCode).sort()).toEqual([200, 409, 409]);
    expect((await lastRefill(m.auth, a))?.statusText).toBe('완료');
    expect((await t.call('POST', `/rest/admin/refills/${ra}/reject`, { reason: '늦음' })).statusCode).toBe(409);

    expect((await t.call('POST', `/rest/admin/refills/${rb}/reject`, { reason: '' })).json().message).toBe(msg.refill.rejectReasonRequired);
    const rejected = await t.call('POST', `/rest/admin/refills/${rb}/reject`, { reason: '이탈이 확인되지 않았습니다.' });
    expect(rejected.json()).toMatchObject({ message: msg.refill.rejected, refill: { statusText: '거절' } });
    expect(await lastRefill(m.auth, b)).toMatchObject({ statusText: '거절', reason: '이탈이 확인되지 않았습니다.' });
    expect((await queue('rejected')).map((r) => r.id)).toContain(rb);
    expect((await auditOf(t.app, 'refill', ra!)).map((x) => x.action)).toEqual(['refill.approve']);
    expect((await t.call('POST', '/rest/admin/refills/999999/approve')).statusCode).toBe(404);
  });

  it('overdue: open longer than the limit', async () => {
    await policy({ refillMode: 'manual', refillCooldownHours: 0 });
    const m = await member();
    const o = await completedOrder(m.auth);
    expect((await ask(m.auth, o)).statusCode).toBe(201);
    expect((await queue('overdue')).some((r) => r.orderId === o)).toBe(false);
    t.clock.advance((REFILL_OVERDUE_HOURS + 1) * 3_600_000);
    expect((await queue('overdue')).find((r) => r.orderId === o)).toMatchObject({ overdue: true });
  });

  it('a held refill (unknown send outcome) is resent only when the owner says so', async () => {
    await policy({ refillMode: 'provider', refillCooldownHours: 0 });
    const m = await member();
    const o = await completedOrder(m.auth);
    expect((await ask(m.auth, o)).statusCode).toBe(201);
    await t.app.ctx.db.updateTable('refills').set({ state: 'held', send_unknown: 1, next_check_at: null }).where('order_id', '=', o).execute();
    await runRefillSweep(t.app.ctx);
    const held = (await queue()).find((r) => r.orderId === o)!;
    expect(held).toMatchObject({ needsOwner: true, statusText: '확인 필요' });
    expect((await t.call('POST', `/rest/admin/refills/${held.id}/approve`)).json().message).toBe(msg.refill.resent);
    await runRefillSweep(t.app.ctx);
    expect((await t.app.ctx.db.selectFrom('refills').select('state').where('id', '=', held.id).executeTakeFirstOrThrow()).state).toBe('sent');
  });

  it("each service's refill rate: refills requested ÷ orders completed in 30 days", async () => {
    const rates = (await t.call('GET', '/rest/admin/refills/rates')).json() as { serviceId: number; requested: number; completedOrders: number; ratePercent: number | null }[];
    const mine = rates.find((r) => r.serviceId === up.serviceId)!;
    const refills = await t.app.ctx.db.selectFrom('refills').select('id').where('service_id', '=', up.serviceId).execute();
    expect(mine.requested).toBe(refills.length);
    expect(mine.completedOrders).toBeGreaterThan(0);
    expect(mine.ratePercent).toBe(Math.round((refills.length / mine.completedOrders) * 1000) / 10);
  });

  it('import takes the provider refill flag; a re-import and a price sync keep the owner edit', async () => {
    const panel = await startStandInPanel();
    try {
      const provider = (await t.call('POST', '/rest/admin/providers', { name: '리필 패널', baseUrl: panel.url, apiKey: panel.key })).json();
      const cat = (await t.call('POST', '/rest/admin/categories', { platformId: 1, text: '리필 수입' })).json();
      const created = (await t.call('POST', `/rest/admin/providers/${provider.id}/import`, { categoryId: cat.id, markupPercent: 10 })).json().created as { id: number; providerServiceId: string; refillMode: string }[];
      expect(created.map((s) => [s.providerServiceId, s.refillMode])).toEqual([
        ['1', 'provider'],
        ['2', 'none'],
      ]);
      await t.call('PATCH', `/rest/admin/services/${created[0]!.id}`, { refillMode: 'manual' });
      await t.call('POST', `/rest/admin/providers/${provider.id}/import`, { categoryId: cat.id, markupPercent: 10 });
      await t.call('POST', `/rest/admin/providers/${provider.id}/sync`, {});
      expect((await t.call('GET', `/rest/admin/services?providerId=${provider.id}`)).json().items.map((s: { refillMode: string }) => s.refillMode)).toEqual(['manual', 'none']);
    } finally {
      await panel.close();
    }
  });

  it('members cannot use the queue (the console answers them 404)', async () => {
    const m = await member();
    expect((await t.call('GET', '/rest/admin/refills', undefined, m.auth)).statusCode).toBe(404);
  });
});
