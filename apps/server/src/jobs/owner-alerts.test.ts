import { ownerAlertMessages } from '@snsshop/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAdminTestApp } from '../../test/helpers/admin.js';
import { FEED_SECRET, feedDeposit, pendingCharge } from '../../test/helpers/charges.js';
import { freshPhone, memberReachedAt, SOLAPI, solapiEnv } from '../../test/helpers/notifications.js';
import { serviceOnStandInPanel, type ProviderService } from '../../test/helpers/stand-in-provider.js';
import { createTestApp, dbKinds, grantPoints, type TestApp } from '../../test/helpers/test-app.js';
import { startSmsStandIn } from '../../test/stand-ins/sms.js';
import { startTelegramStandIn } from '../../test/stand-ins/telegram.js';
import { startJobs } from '../lib/job-runner.js';
import { checkProviderBalancesWhenDue } from './check-provider-balances.js';
import { alertFailingSweep } from '../services/notifications/owner-alerts.js';
import { placeOrder } from '../services/orders/place-order.js';
import { deliverNotifications } from './deliver-notifications.js';
import { ALERT_BATCH_MS, sendOwnerAlerts } from './owner-alerts.js';

const BOT = '123456:stand-in-bot-token';
const OWNER_PHONE = '01055550000';

describe.each(dbKinds)('owner alerts, batched into digests, on %s', (kind) => {
  let t: TestApp;
  let tg: Awaited<ReturnType<typeof startTelegramStandIn>>;
  let sms: Awaited<ReturnType<typeof startSmsStandIn>>;
  let up: ProviderService;
  const sweep = async () => {
    await sendOwnerAlerts(t.app.ctx);
    await deliverNotifications(t.app.ctx);
  };
  const later = (ms: number) => t.clock.advance(ms);

  beforeAll(async () => {
    tg = await startTelegramStandIn(BOT);
    sms = await startSmsStandIn(SOLAPI);
    t = await createTestApp(kind, { ...solapiEnv(sms.baseUrl), OWNER_ALERT_PHONE: OWNER_PHONE, TELEGRAM_BASE_URL: tg.baseUrl, TELEGRAM_BOT_TOKEN: BOT, TELEGRAM_CHAT_ID: '-100777' });
    up = await serviceOnStandInPanel(t.app, { unitPriceE7: 10_000_000 });
  });
  afterAll(async () => {
    await up?.panel.close();
    await t?.close();
    await tg?.close();
    await sms?.close();
  });
  beforeEach(() => {
    tg.state.refuse = false;
    tg.messages.length = 0;
  });

  it('100 orders held within a minute reach the owner as one Telegram digest, even with two sweeps racing', async () => {
    const m = await memberReachedAt(t.app, freshPhone());
    const memberId = await grantPoints(t.app, m.id, 100_000);
    for (let i = 0; i < 100; i++) {
      const o = await placeOrder(t.app.ctx, memberId, { serviceId: up.serviceId, link: `https://www.instagram.com/p/held_${kind}_${i}`, amount: 100, runs: 0, interval: 0 });
      // As dispatch leaves an order whose send may have reached the provider.
      await t.app.ctx.db.updateTable('orders').set({ fulfilment: 'held', held_reason: 'unknown_outcome', send_unknown: 1, next_dispatch_at: null, last_error: 'held: no answer within 2000 ms' }).where('id', '=', o.id).execute();
      if (i % 25 === 0) await sweep();
      later(500);
    }
    await Promise.all([sweep(), sweep()]);
    expect(tg.messages).toEqual([]); // still gathering
    later(ALERT_BATCH_MS);
    await Promise.all([sweep(), sweep()]);
    await sweep();
    expect(tg.messages).toHaveLength(1);
    expect(tg.messages[0]!.chat_id).toBe('-100777');
    expect(tg.messages[0]!.text).toMatch(/^\[SNS성장 관리자\] 확인이 필요한 보류 주문 100건\n- 주문 \d+ https:\/\/www\.instagram\.com\/p\/held_\w+ \[공급처 접수 여부 확인 필요\] \(held: no answer/);
    expect(tg.messages[0]!.text).toContain('… 외 80건');
    for (let i = 0; i < 3; i++) {
      later(ALERT_BATCH_MS);
      await sweep();
    }
    expect(tg.messages).toHaveLength(1);
    await t.app.ctx.db.updateTable('orders').set({ fulfilment: 'settled' }).where('fulfilment', '=', 'held').execute();
  });

  it("a provider's balance under the owner's threshold and its circuit opening reach the owner in digests, once each", async () => {
    await t.app.ctx.db
      .insertInto('site_settings')
      .values({ key: 'PROVIDER_LOW_BALANCE_WON', value: '200000', updated_at: t.clock.now().toISOString() })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value: '200000' }))
      .execute();
    up.panel.state.balanceMicros = 1_000 * 1_000_000;
    expect(await checkProviderBalancesWhenDue(t.app.ctx)).not.toBeNull();
    // the circuit breaker's own alert, as it raises it when a provider fails again and again
    const openUntil = new Date(t.clock.now().getTime() + 120_000).toISOString();
    for (let i = 0; i < 2; i++) t.app.ctx.ownerAlerts.emit({ kind: 'circuit_open', providerId: up.providerId, failures: 5, openUntil, lastError: 'unavailable: timeout' });
    await new Promise((r) => setTimeout(r, 50)); // the listener writes asynchronously
    await sweep();
    later(ALERT_BATCH_MS);
    await sweep();
    const texts = tg.messages.map((x) => x.text).sort();
    expect(texts).toHaveLength(2);
    expect(texts[0]).toMatch(/^\[SNS성장 관리자\] 연결을 잠시 끊은 공급처 1건\n- .+: 5번 연속 실패로 잠시 보내지 않습니다 \(unavailable: timeout\)/);
    expect(texts[1]).toMatch(/^\[SNS성장 관리자\] 잔액이 기준보다 적은 공급처 1건\n- .+: 잔액 1,000원 \(기준 200,000원\)/);
    await t.app.ctx.db.deleteFrom('site_settings').where('key', '=', 'PROVIDER_LOW_BALANCE_WON').execute();
  });

  it('a deposit that matched no charge and a charge waiting for approval: one digest per kind; Telegram refusing falls back to SMS', async () => {
    const m = await memberReachedAt(t.app, freshPhone());
    await pendingCharge(t.app, m.auth, { point: 12_000, name: '박대기' });
    tg.state.refuse = true;
    await sweep();
    later(ALERT_BATCH_MS);
    await sweep();
    const toOwner = sms.messages.filter((x) => x.to === OWNER_PHONE);
    expect(toOwner).toEqual([expect.objectContaining({ text: expect.stringMatching(/^\[SNS성장 관리자\] 승인을 기다리는 충전 신청 1건\n- 박대기 12,000원 입금 예정/) })]);
    expect(tg.messages).toEqual([]);
  });
});

describe.each(dbKinds)('an unmatched deposit alert on %s', (kind) => {
  it('reaches the owner once, however often the feed repeats it', async () => {
    const tg = await startTelegramStandIn(BOT);
    const t = await createTestApp(kind, { DEPOSIT_FEED_SECRET: FEED_SECRET, TELEGRAM_BASE_URL: tg.baseUrl, TELEGRAM_BOT_TOKEN: BOT, TELEGRAM_CHAT_ID: '-1' });
    try {
      const body = { traceId: 'dep-1', amount: 33_000, depositor: '모르는사람', depositedAt: '2026-11-21T03:00:00.000Z' };
      for (let i = 0; i < 3; i++) expect((await feedDeposit(t.app, body)).statusCode).toBeLessThan(300);
      await sendOwnerAlerts(t.app.ctx);
      t.clock.advance(ALERT_BATCH_MS);
      await sendOwnerAlerts(t.app.ctx);
      await deliverNotifications(t.app.ctx);
      expect(tg.messages.map((x) => x.text)).toEqual(['[SNS성장 관리자] 맞는 충전 신청이 없는 입금 1건\n- 모르는사람 33,000원 (맞는 신청 없음)']);
    } finally {
      await t.close();
      await tg.close();
    }
  });
});

describe.each(dbKinds)('a sweep failing again and again, on %s', (kind) => {
  it('becomes one owner alert line per sweep and hour after five failures in a row', async () => {
    const t = await createTestApp(kind);
    try {
      const silent = t.app.log;
      const runner = startJobs(t.app.ctx, silent, [{ name: 'broken', run: () => Promise.reject(new Error('database unreachable')) }], {
        tickMs: 1_000,
        onRepeatedFailure: { after: 5, call: (job, n, error) => alertFailingSweep(t.app.ctx.db, job, n, error, t.clock.now()) },
      });
      const lines = () => t.app.ctx.db.selectFrom('owner_alerts').select(['kind', 'line']).where('kind', '=', 'sweep.failing').execute();
      for (let i = 0; i < 4; i++) await runner.runOnce();
      expect(await lines()).toEqual([]);
      for (let i = 0; i < 6; i++) await runner.runOnce();
      expect(await lines()).toEqual([{ kind: 'sweep.failing', line: 'broken 5회 연속 실패: database unreachable' }]);
      await runner.stop();
    } finally {
      await t.close();
    }
  });
});

describe.each(dbKinds)('where the owner’s alerts go, set in the console, on %s', (kind) => {
  it('a Telegram bot and chat saved by the owner receive the digest; the token is never answered back', async () => {
    const tg = await startTelegramStandIn(BOT);
    const t = await createAdminTestApp(kind, { TELEGRAM_BASE_URL: tg.baseUrl });
    try {
      const bad = await t.call('PUT', '/rest/admin/owner-alerts', { phone: '12', email: '', telegramChatId: '' });
      expect([bad.statusCode, bad.json().message]).toEqual([400, ownerAlertMessages.phoneInvalid]);
      const saved = await t.call('PUT', '/rest/admin/owner-alerts', { phone: '010-5555-0001', email: 'owner@example.com', telegramChatId: '-100200', telegramBotToken: BOT.replace('stand-in-bot-token', 'standInBotToken_0123456789') });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json()).toEqual({ phone: '01055550001', email: 'owner@example.com', telegramChatId: '-100200', telegramBotTokenSet: true });
      expect(saved.body).not.toContain('standInBotToken');
      // The stand-in knows the bot by this token.
      await t.app.ctx.db.updateTable('notification_settings').set({ value: BOT }).where('key', '=', 'TELEGRAM_BOT_TOKEN').execute();
      const again = await t.call('PUT', '/rest/admin/owner-alerts', { phone: '01055550001', email: 'owner@example.com', telegramChatId: '-100200' });
      expect(again.json().telegramBotTokenSet).toBe(true); // an empty token keeps the saved one

      const m = await memberReachedAt(t.app, freshPhone());
      await pendingCharge(t.app, m.auth, { point: 5_000, name: '최설정' });
      await sendOwnerAlerts(t.app.ctx);
      t.clock.advance(ALERT_BATCH_MS);
      await sendOwnerAlerts(t.app.ctx);
      await deliverNotifications(t.app.ctx);
      expect(tg.messages).toEqual([{ chat_id: '-100200', text: expect.stringContaining('최설정 5,000원 입금 예정') }]);
      const digest = await t.app.ctx.db.selectFrom('notifications').selectAll().where('event', '=', 'owner.charge.awaiting').executeTakeFirstOrThrow();
      expect(digest).toMatchObject({ phone: '01055550001', email: 'owner@example.com', channel: 'telegram', status: 'sent' });
      const audit = await t.app.ctx.db.selectFrom('admin_audit').select(['action', 'after_json']).where('action', '=', 'notification.owner-targets').execute();
      expect(audit).toHaveLength(2);
      expect(audit.map((a) => a.after_json).join()).not.toContain('standInBotToken');
    } finally {
      await t.close();
      await tg.close();
    }
  });
});
