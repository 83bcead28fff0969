import { adminWebhookMessages } from '@snsshop/shared/notifications';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect as vexpect, it } from 'vitest';
import { createAdmin } from '../apps/server/src/cli/create-admin.js';
import { startWebhookReceiver } from '../apps/server/test/stand-ins/webhook-receiver.js';
import { accessToken, logIn, registerMember, waitForPath } from './helpers/flows.js';
import { hasChrome, newPage, pageProblems, screenshot, startShop, widths, type Shop } from './helpers/shop.js';

const PASSWORD = 'e2e-password1';
const [phone, desktop] = widths;

async function shot(page: Page, name: string) {
  await page.waitForTimeout(2300); // toasts close after 2 s
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await screenshot(page, name);
}

/** A delivery row as the order's transaction writes it (the body is what is POSTed and signed). */
function delivery(memberId: number, orderId: number, status: number, rest: Record<string, unknown>) {
  const at = new Date().toISOString();
  const key = `order:${orderId}:status:${status}`;
  const body = JSON.stringify({ id: key, event: 'order.status', occurredAt: at, order: { id: orderId, status } });
  return { member_id: memberId, event_key: key, order_id: orderId, body, next_attempt_at: at, created_at: at, updated_at: at, ...rest };
}

describe.runIf(hasChrome)('the owner’s webhook delivery log in Chromium', () => {
  let shop: Shop;
  let hook: Awaited<ReturnType<typeof startWebhookReceiver>>;
  beforeAll(async () => {
    hook = await startWebhookReceiver();
    shop = await startShop({ env: { WEBHOOK_ALLOW_PRIVATE: 'true' } }); // the receiver listens on loopback
  });
  afterAll(async () => {
    await shop?.close();
    await hook?.close();
  });

  it('lists deliveries, filters the failed one and sends it again; fits a phone and a desktop', async () => {
    const owner = await createAdmin(shop.app.ctx, 'hookowner');
    const memberId = await registerMember(shop, 'e2ehooks', PASSWORD);
    const token = await accessToken(shop, 'e2ehooks', PASSWORD);
    const auth = { Authorization: `Bearer ${token}` };
    vexpect((await fetch(`${shop.baseUrl}/rest/auth/api-key`, { method: 'POST', headers: auth })).status).toBe(200);
    const saved = await fetch(`${shop.baseUrl}/rest/auth/webhook`, { method: 'PUT', headers: { ...auth, 'Content-Type': 'application/json' }, body: JSON.stringify({ url: hook.url }) });
    vexpect(saved.status).toBe(200);
    const sentAt = new Date().toISOString();
    await shop.app.ctx.db
      .insertInto('webhook_deliveries')
      .values([
        delivery(memberId, 41, 1, { status: 'sent', attempts: 1, response_status: 200, sent_at: sentAt }),
        delivery(memberId, 41, 2, { status: 'failed', attempts: 6, response_status: 502, last_error: 'HTTP 502' }),
      ])
      .execute();

    const { context, page } = await newPage(shop, desktop);
    await logIn(page, owner.loginId, owner.password);
    await waitForPath(page, '/admin');
    await page.goto('/admin/notifications?tab=webhooks');
    const table = page.getByRole('table', { name: '웹훅 전송 기록' });
    const failed = table.getByRole('row').filter({ hasText: 'HTTP 502' });
    await failed.waitFor();
    for (const part of ['e2ehooks', '#41', '완료', '실패', '6회']) vexpect(await failed.innerText()).toContain(part);
    await shot(page, 'webhook-log-desktop');

    await page.getByLabel('전송 상태').selectOption('failed');
    await vexpect.poll(() => table.getByRole('row').count()).toBe(2); // the header and the failed one
    vexpect(await page.getByRole('tab', { name: '웹훅' }).getAttribute('aria-selected')).toBe('true');
    await failed.getByRole('button', { name: /다시 보내기/ }).click();
    await page.getByText(adminWebhookMessages.resent).first().waitFor();
    // The shop's own sweep sends it again, with the id it had.
    await vexpect.poll(() => hook.received.map((r) => r.headers['x-webhook-id']), { timeout: 10_000 }).toEqual(['order:41:status:2']);
    await context.close();

    const small = await newPage(shop, phone);
    await logIn(small.page, owner.loginId, owner.password);
    await waitForPath(small.page, '/admin');
    await small.page.goto('/admin/notifications?tab=webhooks');
    await small.page.getByText('HTTP 200').first().waitFor();
    await vexpect.poll(() => small.page.locator('.adm-badge', { hasText: '전달됨' }).count()).toBe(2);
    await shot(small.page, 'webhook-log-phone');
    const { scroll, client } = await small.page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
    vexpect(scroll).toBeLessThanOrEqual(client);
    vexpect([...pageProblems(page), ...pageProblems(small.page)]).toEqual([]);
    await small.context.close();
  });
});
