import crypto from 'node:crypto';
import { OrderStatus, webhookMessages } from '@snsshop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberWithKey } from '../../../test/helpers/customer-api.js';
import { serviceOnStandInPanel, type ProviderService } from '../../../test/helpers/stand-in-provider.js';
import { createTestApp, dbKinds, registerAndLogin, type TestApp } from '../../../test/helpers/test-app.js';
import { startWebhookReceiver } from '../../../test/stand-ins/webhook-receiver.js';
import { deliverWebhooks, WEBHOOK_MAX_ATTEMPTS, webhookBackoffMs } from '../../jobs/deliver-webhooks.js';
import { dispatchDueOrders } from '../../jobs/dispatch-orders.js';
import { isPublicIp } from '../../lib/public-address.js';
import { placeOrder } from '../../services/orders/place-order.js';
import { settleOrder } from '../../services/orders/settle-order.js';

type Auth = Record<string, string>;

describe('which callback addresses are public', () => {
  it('refuses loopback, private, link-local and mapped addresses', () => {
    for (const ip of ['127.0.0.1', '10.1.2.3', '172.20.0.1', '192.168.0.10', '169.254.169.254', '100.64.0.1', '0.0.0.0', '::1', '::', 'fd00::1', 'fe80::1', '::ffff:127.0.0.1', '::ffff:10.0.0.1']) expect(isPublicIp(ip), ip).toBe(false);
    for (const ip of ['93.184.216.34', '8.8.8.8', '2606:4700:4700::1111']) expect(isPublicIp(ip), ip).toBe(true);
  });
});

describe.each(dbKinds)('a reseller’s callback URL on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t?.close());
  const put = (auth: Auth, url: string) => t.app.inject({ method: 'PUT', url: '/rest/auth/webhook', headers: auth, payload: { url } });

  it('refuses private and loopback addresses in Korean, and needs an API key first', async () => {
    const k = await memberWithKey(t);
    for (const url of ['http://127.0.0.1:8080/hook', 'http://10.0.0.5/x', 'http://[::1]/', 'http://localhost:3000/', 'http://169.254.169.254/latest', 'http://[::ffff:127.0.0.1]/', 'http://192.168.1.1/']) {
      const res = await put(k.auth, url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message, url).toBe(webhookMessages.urlPrivate);
    }
    const bad = await put(k.auth, 'ftp://example.com/x');
    expect([bad.statusCode, bad.json().message]).toEqual([400, webhookMessages.urlInvalid]);
    const noKey = await registerAndLogin(t.app);
    const refused = await put(noKey.auth, 'https://93.184.216.34/hook');
    expect([refused.statusCode, refused.json().message]).toEqual([409, webhookMessages.needsApiKey]);
  });

  it('shows the secret once: on the first save and on renewal, never in the settings', async () => {
    const k = await memberWithKey(t);
    const first = await put(k.auth, 'https://93.184.216.34/hook');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().secret).toMatch(/^whsec_[0-9a-f]{48}$/);
    const again = await put(k.auth, 'https://93.184.216.34/other');
    expect(again.json()).toEqual({ url: 'https://93.184.216.34/other', secret: null });
    const settings = await t.app.inject({ method: 'GET', url: '/rest/auth/webhook', headers: k.auth });
    expect(settings.json()).toEqual({ url: 'https://93.184.216.34/other', deliveries: [] });
    expect(settings.body).not.toContain('whsec_');
    const renewed = await t.app.inject({ method: 'POST', url: '/rest/auth/webhook/secret', headers: k.auth });
    expect(renewed.json().secret).not.toBe(first.json().secret);
    const stranger = await registerAndLogin(t.app);
    expect((await t.app.inject({ method: 'POST', url: '/rest/auth/webhook/secret', headers: stranger.auth })).statusCode).toBe(404);
  });
});

describe.each(dbKinds)('order status callbacks on %s', (kind) => {
  let t: TestApp;
  let up: ProviderService;
  let hook: Awaited<ReturnType<typeof startWebhookReceiver>>;
  let link = 0;
  beforeAll(async () => {
    hook = await startWebhookReceiver();
    t = await createTestApp(kind, { WEBHOOK_ALLOW_PRIVATE: 'true' }); // the receiver listens on loopback
    up = await serviceOnStandInPanel(t.app, { unitPriceE7: 45_000_000 });
  });
  afterAll(async () => {
    await up?.panel.close();
    await t?.close();
    await hook?.close();
  });

  async function orderOf(memberId: number) {
    const o = await placeOrder(t.app.ctx, memberId, { serviceId: up.serviceId, link: `https://www.instagram.com/p/hook_${kind}_${++link}`, amount: 100, runs: 0, interval: 0 });
    await dispatchDueOrders(t.app.ctx);
    return o.id;
  }
  const registered = async (k: { auth: Auth }) => (await t.app.inject({ method: 'PUT', url: '/rest/auth/webhook', headers: k.auth, payload: { url: hook.url } })).json() as { secret: string };

  it('POSTs each status change once, signed with HMAC-SHA256 that verifies with the member’s secret', async () => {
    const k = await memberWithKey(t, 10_000);
    const { secret } = await registered(k);
    const orderId = await orderOf(k.memberId);
    await settleOrder(t.app.ctx.db, t.clock, orderId, { status: OrderStatus.INPROGRESS, startCount: 500, remains: 100, charge: null });
    await settleOrder(t.app.ctx.db, t.clock, orderId, { status: OrderStatus.INPROGRESS, startCount: 500, remains: 60, charge: null });
    await settleOrder(t.app.ctx.db, t.clock, orderId, { status: OrderStatus.COMPLETED, startCount: 500, remains: 0, charge: null });
    await Promise.all([deliverWebhooks(t.app.ctx), deliverWebhooks(t.app.ctx)]);
    await deliverWebhooks(t.app.ctx);
    const mine = hook.received.filter((r) => (JSON.parse(r.body) as { order: { id: number } }).order.id === orderId);
    expect(mine.map((r) => JSON.parse(r.body).order.status)).toEqual([OrderStatus.INPROGRESS, OrderStatus.COMPLETED]);
    for (const r of mine) {
      const expected = `sha256=${crypto.createHmac('sha256', secret).update(r.body).digest('hex')}`;
      expect(r.headers['x-signature']).toBe(expected);
      expect(r.headers['x-webhook-id']).toBe(JSON.parse(r.body).id);
    }
    expect(JSON.parse(mine[1]!.body)).toMatchObject({ event: 'order.status', order: { id: orderId, status: OrderStatus.COMPLETED, statusText: '완료', quantity: 100, charge: 450, refunded: 0, remains: 0 } });
    const log = (await t.app.inject({ method: 'GET', url: '/rest/auth/webhook', headers: k.auth })).json() as { deliveries: { status: string; responseStatus: number }[] };
    expect(log.deliveries.map((d) => [d.status, d.responseStatus])).toEqual([['sent', 200], ['sent', 200]]);
    // Another member sees none of it.
    const other = await memberWithKey(t);
    expect((await t.app.inject({ method: 'GET', url: '/rest/auth/webhook', headers: other.auth })).json()).toEqual({ url: null, deliveries: [] });
  });

  it('retries a failing callback with backoff and stops at the limit, keeping the reason', async () => {
    const k = await memberWithKey(t, 10_000);
    await registered(k);
    const orderId = await orderOf(k.memberId);
    hook.state.status = 500;
    const before = hook.received.length;
    await settleOrder(t.app.ctx.db, t.clock, orderId, { status: OrderStatus.CANCELED, startCount: 0, remains: 100, charge: null });
    for (let i = 1; i <= WEBHOOK_MAX_ATTEMPTS + 2; i++) {
      await deliverWebhooks(t.app.ctx);
      await deliverWebhooks(t.app.ctx); // not again before its backoff
      t.clock.advance(webhookBackoffMs(i));
    }
    hook.state.status = 200;
    expect(hook.received.length - before).toBe(WEBHOOK_MAX_ATTEMPTS);
    const row = await t.app.ctx.db.selectFrom('webhook_deliveries').selectAll().where('order_id', '=', orderId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'failed', attempts: WEBHOOK_MAX_ATTEMPTS, last_error: expect.stringContaining('500') });
  });
});
