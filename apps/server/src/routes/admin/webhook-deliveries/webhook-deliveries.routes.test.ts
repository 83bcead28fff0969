import { adminWebhookMessages, OrderStatus } from '@snsshop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditOf, createAdminTestApp, type AdminTestApp } from '../../../../test/helpers/admin.js';
import { memberWithKey } from '../../../../test/helpers/customer-api.js';
import { serviceOnStandInPanel, type ProviderService } from '../../../../test/helpers/stand-in-provider.js';
import { dbKinds, registerAndLogin } from '../../../../test/helpers/test-app.js';
import { startWebhookReceiver } from '../../../../test/stand-ins/webhook-receiver.js';
import { deliverWebhooks, WEBHOOK_MAX_ATTEMPTS, webhookBackoffMs } from '../../../jobs/deliver-webhooks.js';
import { dispatchDueOrders } from '../../../jobs/dispatch-orders.js';
import { placeOrder } from '../../../services/orders/place-order.js';
import { settleOrder } from '../../../services/orders/settle-order.js';

interface Page {
  items: { id: number; orderId: number; memberLoginId: string; eventKey: string; orderStatus: number; state: string; attempts: number; responseStatus: number | null; lastError: string | null }[];
  total: number;
}

describe.each(dbKinds)('the owner’s webhook delivery log on %s', (kind) => {
  let t: AdminTestApp;
  let up: ProviderService;
  let hook: Awaited<ReturnType<typeof startWebhookReceiver>>;
  let reseller: Awaited<ReturnType<typeof memberWithKey>>;
  let orderId: number;
  beforeAll(async () => {
    hook = await startWebhookReceiver();
    t = await createAdminTestApp(kind, { WEBHOOK_ALLOW_PRIVATE: 'true' }); // the receiver listens on loopback
    up = await serviceOnStandInPanel(t.app, { unitPriceE7: 10_000_000 });
    reseller = await memberWithKey(t, 10_000);
    await t.app.inject({ method: 'PUT', url: '/rest/auth/webhook', headers: reseller.auth, payload: { url: hook.url } });
    orderId = (await placeOrder(t.app.ctx, reseller.memberId, { serviceId: up.serviceId, link: `https://www.instagram.com/p/wh_admin_${kind}`, amount: 100, runs: 0, interval: 0 })).id;
    await dispatchDueOrders(t.app.ctx);
    // Started is delivered; the completion meets a receiver that keeps failing until it is given up.
    await settleOrder(t.app.ctx.db, t.clock, orderId, { status: OrderStatus.INPROGRESS, startCount: 10, remains: 100, charge: null });
    await deliverWebhooks(t.app.ctx);
    hook.state.status = 502;
    await settleOrder(t.app.ctx.db, t.clock, orderId, { status: OrderStatus.COMPLETED, startCount: 10, remains: 0, charge: null });
    for (let i = 1; i <= WEBHOOK_MAX_ATTEMPTS; i++) {
      await deliverWebhooks(t.app.ctx);
      t.clock.advance(webhookBackoffMs(i));
    }
    hook.state.status = 200;
  });
  afterAll(async () => {
    await up?.panel.close();
    await t?.close();
    await hook?.close();
  });
  const list = async (query = '') => (await t.call('GET', `/rest/admin/webhook-deliveries${query}`)).json() as Page;

  it('lists member, order, reported status, attempts, response and last error; filters by state', async () => {
    const all = await list();
    expect(all.total).toBe(2);
    expect(all.items).toEqual([
      expect.objectContaining({ orderId, memberLoginId: reseller.id.toLowerCase(), eventKey: `order:${orderId}:status:${OrderStatus.COMPLETED}`, orderStatus: OrderStatus.COMPLETED, state: 'failed', attempts: WEBHOOK_MAX_ATTEMPTS, responseStatus: 502, lastError: 'HTTP 502' }),
      expect.objectContaining({ orderId, orderStatus: OrderStatus.INPROGRESS, state: 'sent', attempts: 1, responseStatus: 200, lastError: null }),
    ]);
    expect((await list('?state=failed')).items.map((i) => i.orderStatus)).toEqual([OrderStatus.COMPLETED]);
    expect((await list('?state=sent')).items.map((i) => i.orderStatus)).toEqual([OrderStatus.INPROGRESS]);
    expect(await list('?state=pending')).toMatchObject({ items: [], total: 0 });
    const bad = await t.call('GET', '/rest/admin/webhook-deliveries?state=nope');
    expect([bad.statusCode, bad.json().message]).toEqual([400, adminWebhookMessages.stateInvalid]);
  });

  it('is the owner’s only: the reseller and a guest get 404', async () => {
    const [failed] = (await list('?state=failed')).items;
    const stranger = await registerAndLogin(t.app);
    for (const headers of [reseller.auth, stranger.auth, {}]) {
      expect((await t.call('GET', '/rest/admin/webhook-deliveries', undefined, headers)).statusCode).toBe(404);
      expect((await t.call('POST', `/rest/admin/webhook-deliveries/${failed!.id}/resend`, {}, headers)).statusCode).toBe(404);
    }
    expect((await list('?state=failed')).items).toHaveLength(1);
  });

  it('sends a failed one again from 0 tries, audited, with the same id; refuses one that is sent or waiting', async () => {
    const [failed] = (await list('?state=failed')).items;
    const [sent] = (await list('?state=sent')).items;
    const resend = (id: number) => t.call('POST', `/rest/admin/webhook-deliveries/${id}/resend`, {});
    const busy = await resend(sent!.id);
    expect([busy.statusCode, busy.json().message]).toEqual([409, adminWebhookMessages.onlyFailed]);
    const ok = await resend(failed!.id);
    expect([ok.statusCode, ok.json().message]).toEqual([200, adminWebhookMessages.resent]);
    expect((await list('?state=pending')).items).toEqual([expect.objectContaining({ id: failed!.id, attempts: 0 })]);
    expect((await resend(failed!.id)).statusCode).toBe(409); // already waiting
    expect((await resend(999_999)).json()).toEqual({ statusCode: 404, message: adminWebhookMessages.notFound });
    expect((await auditOf(t.app, 'webhook_delivery', failed!.id)).map((a) => [a.action, a.admin_id])).toEqual([['webhook.resend', t.admin.memberId]]);

    const before = hook.received.length;
    await deliverWebhooks(t.app.ctx);
    expect(hook.received.slice(before).map((r) => r.headers['x-webhook-id'])).toEqual([failed!.eventKey]);
    expect((await list()).items.map((i) => [i.state, i.attempts])).toEqual([
      ['sent', 1],
      ['sent', 1],
    ]);
  });
});
