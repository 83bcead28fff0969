import { OrderStatus } from '@snsshop/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { creditedCharge, freshPhone, memberReachedAt, notificationRows, smtpEnv, SOLAPI, solapiEnv } from '../../test/helpers/notifications.js';
import { serviceOnStandInPanel, type ProviderService } from '../../test/helpers/stand-in-provider.js';
import { startSmsStandIn } from '../../test/stand-ins/sms.js';
import { startSmtpStandIn } from '../../test/stand-ins/smtp.js';
import { createTestApp, dbKinds, grantPoints, type TestApp } from '../../test/helpers/test-app.js';
import { alimtalkModeLine } from '../notify/notifier.js';
import { saveTemplate } from '../services/notifications/templates.js';
import { placeOrder } from '../services/orders/place-order.js';
import { settleOrder } from '../services/orders/settle-order.js';
import { deliverNotifications, NOTIFY_LEASE_MS } from './deliver-notifications.js';
import { dispatchDueOrders } from './dispatch-orders.js';

describe.each(dbKinds)('member notifications over 알림톡, SMS and e-mail on %s', (kind) => {
  let t: TestApp;
  let sms: Awaited<ReturnType<typeof startSmsStandIn>>;
  let smtp: Awaited<ReturnType<typeof startSmtpStandIn>>;
  let up: ProviderService;
  const deliver = () => deliverNotifications(t.app.ctx);
  const to = (phone: string | null) => sms.messages.filter((m) => m.to === phone);

  beforeAll(async () => {
    sms = await startSmsStandIn(SOLAPI);
    smtp = await startSmtpStandIn();
    t = await createTestApp(kind, { ...solapiEnv(sms.baseUrl), ...smtpEnv(smtp.port) });
    const at = new Date().toISOString();
    await saveTemplate(t.app.ctx.db, 'charge.credited', { templateId: 'TPL_CREDIT', text: '[SNS성장] #{금액}원 충전 완료, 잔액 #{잔액}원' }, at);
    await saveTemplate(t.app.ctx.db, 'order.completed', { templateId: 'TPL_DONE', text: '[SNS성장] 주문 #{주문번호} 완료' }, at);
    up = await serviceOnStandInPanel(t.app, { unitPriceE7: 45_000_000 }); // 100개 = 450원
  });
  afterAll(async () => {
    await up?.panel.close();
    await t?.close();
    await sms?.close();
    await smtp?.close();
  });
  beforeEach(() => {
    sms.state.kakaoless.clear();
    sms.state.blockedNumbers.clear();
    sms.state.fail500.clear();
  });

  it('a credited charge sends exactly one 알림톡 with its template id and variables, though two sweeps race and run again', async () => {
    const m = await memberReachedAt(t.app, freshPhone());
    await creditedCharge(t.app, m.auth, 10_000);
    await Promise.all([deliver(), deliver()]);
    await deliver();
    expect(to(m.phone)).toEqual([
      expect.objectContaining({ type: 'ATA', from: '0212345678', kakaoOptions: expect.objectContaining({ pfId: SOLAPI.pfId, templateId: 'TPL_CREDIT', variables: { '#{금액}': '10,000', '#{잔액}': '10,000' } }) }),
    ]);
    expect(sms.refused).toEqual([]);
    const [row] = await notificationRows(t.app, m.memberId);
    expect(row).toMatchObject({ event: 'charge.credited', status: 'sent', channel: 'alimtalk', attempts: 1, in_flight: 0 });
  });

  it('falls back from 알림톡 to SMS when the member has no KakaoTalk, and to e-mail when the number refuses too', async () => {
    const a = await memberReachedAt(t.app, freshPhone());
    const b = await memberReachedAt(t.app, freshPhone());
    sms.state.kakaoless.add(a.phone!).add(b.phone!);
    sms.state.blockedNumbers.add(b.phone!);
    await creditedCharge(t.app, a.auth, 20_000);
    await creditedCharge(t.app, b.auth, 30_000);
    await deliver();
    expect(to(a.phone)).toEqual([expect.objectContaining({ text: '[SNS성장] 20,000원 충전 완료, 잔액 20,000원' })]);
    expect(to(a.phone)[0]!.type).toBeUndefined();
    expect(to(b.phone)).toEqual([]);
    const mail = await smtp.mailTo(b.email);
    expect(mail.subject).toBe('[SNS 성장 서비스] 포인트 충전이 완료되었습니다');
    expect(mail.text).toContain('30,000원 충전 완료, 잔액 30,000원');
    expect((await notificationRows(t.app, b.memberId))[0]).toMatchObject({ status: 'sent', channel: 'email', tried: 'alimtalk,sms', attempts: 3 });
  });

  it('a member without a phone number gets e-mail; a partial order tells the refund and its arithmetic', async () => {
    const m = await memberReachedAt(t.app, null);
    const memberId = await grantPoints(t.app, m.id, 1_000);
    const order = await placeOrder(t.app.ctx, memberId, { serviceId: up.serviceId, link: `https://www.instagram.com/p/notify_${kind}`, amount: 100, runs: 0, interval: 0 });
    await dispatchDueOrders(t.app.ctx);
    await settleOrder(t.app.ctx.db, t.clock, order.id, { status: OrderStatus.INPROGRESS, startCount: 1_250, remains: 100, charge: null });
    await settleOrder(t.app.ctx.db, t.clock, order.id, { status: OrderStatus.PARTIAL, startCount: 1_250, remains: 37, charge: null });
    await settleOrder(t.app.ctx.db, t.clock, order.id, { status: OrderStatus.PARTIAL, startCount: 1_250, remains: 37, charge: null });
    await deliver();
    // Delivered side by side: in either order.
    const mails = smtp.mails.filter((x) => x.to.includes(m.email)).sort((a, b) => a.subject.localeCompare(b.subject));
    expect(mails.map((x) => x.subject)).toEqual(['[SNS 성장 서비스] 주문 작업이 시작되었습니다', '[SNS 성장 서비스] 주문이 부분 완료되어 일부 환불되었습니다']);
    expect(mails[0]!.text).toContain('시작 수치: 1,250');
    expect(mails[1]!.text).toContain(`주문 ${order.id} (업스트림 테스트 상품`);
    expect(mails[1]!.text).toContain('미완료 37개 ÷ 100개 × 450원 = 166원 환불');
  });

  it('an event without a 알림톡 template goes by SMS; a completed order with one goes by 알림톡', async () => {
    const m = await memberReachedAt(t.app, freshPhone());
    const memberId = await grantPoints(t.app, m.id, 1_000);
    const order = await placeOrder(t.app.ctx, memberId, { serviceId: up.serviceId, link: `https://www.instagram.com/p/notify_done_${kind}`, amount: 100, runs: 0, interval: 0 });
    await dispatchDueOrders(t.app.ctx);
    await settleOrder(t.app.ctx.db, t.clock, order.id, { status: OrderStatus.COMPLETED, startCount: 10, remains: 0, charge: null });
    await deliver();
    expect(to(m.phone)).toEqual([expect.objectContaining({ type: 'ATA', kakaoOptions: expect.objectContaining({ templateId: 'TPL_DONE', variables: { '#{주문번호}': String(order.id), '#{상품}': expect.any(String), '#{수량}': '100' } }) })]);
  });

  it('a send whose outcome is unknown (HTTP 500 after the message was taken) is not sent again on that channel, but the next channel carries it', async () => {
    const m = await memberReachedAt(t.app, freshPhone());
    sms.state.fail500.add('ATA');
    await creditedCharge(t.app, m.auth, 10_000);
    await deliver();
    t.clock.advance(NOTIFY_LEASE_MS + 1);
    await deliver();
    expect(to(m.phone).map((x) => x.type ?? 'SMS')).toEqual(['ATA', 'SMS']);
    expect((await notificationRows(t.app, m.memberId))[0]).toMatchObject({ status: 'sent', channel: 'sms', tried: 'alimtalk?' });
  });

  it('a worker that died mid-send: after its lease, that channel is not tried again', async () => {
    const m = await memberReachedAt(t.app, freshPhone());
    await creditedCharge(t.app, m.auth, 10_000);
    const [row] = await notificationRows(t.app, m.memberId);
    // As a process killed while its 알림톡 request was out leaves it.
    await t.app.ctx.db.updateTable('notifications').set({ status: 'sending', channel: 'alimtalk', in_flight: 1, attempts: 1, channel_attempts: 1, claim_token: 'dead', next_attempt_at: new Date(t.clock.now().getTime() + NOTIFY_LEASE_MS).toISOString() }).where('id', '=', row!.id).execute();
    await deliver();
    expect(to(m.phone)).toEqual([]); // still leased to the dead worker
    t.clock.advance(NOTIFY_LEASE_MS + 1);
    await deliver();
    expect(to(m.phone).map((x) => x.type ?? 'SMS')).toEqual(['SMS']);
    expect((await notificationRows(t.app, m.memberId))[0]).toMatchObject({ status: 'sent', channel: 'sms', tried: 'alimtalk?', attempts: 2 });
  });

  it('when every channel of the member fails with unknown outcome the row is kept as 결과 불명, never resent by the sweep', async () => {
    const m = await memberReachedAt(t.app, freshPhone());
    await t.app.ctx.db.updateTable('members').set({ email: null }).where('id', '=', m.memberId).execute();
    sms.state.fail500.add('ATA').add('SMS');
    await creditedCharge(t.app, m.auth, 10_000);
    for (let i = 0; i < 3; i++) {
      await deliver();
      t.clock.advance(60 * 60_000);
    }
    expect(to(m.phone)).toHaveLength(2);
    const [row] = await notificationRows(t.app, m.memberId);
    expect(row).toMatchObject({ status: 'unknown', tried: 'alimtalk?,sms?' });
    expect(row!.last_error).toMatch(/^sms: /);
  });

  it('a sweep slower than its lease (slow sends, a big batch): another sweep takes over what it has not sent, and no member gets a message twice', async () => {
    const at = t.clock.now().toISOString();
    const phones = Array.from({ length: 60 }, () => freshPhone());
    await t.app.ctx.db
      .insertInto('notifications')
      .values(phones.map((phone, i) => ({ event_key: `lease-test:${kind}:${i}:${phone}`, event: 'charge.credited', member_id: null, phone, email: `${phone}@example.com`, vars: JSON.stringify({ 금액: '1,000', 잔액: '1,000' }), status: 'pending', next_attempt_at: at, created_at: at, updated_at: at })))
      .execute();
    // Each send takes 4 s of the shop's time: the first sweep's 60 rows outlast the lease it claimed them with
    // (a send in flight, with the others running beside it, stays well inside its renewed lease).
    sms.state.delayMs = 5;
    let requests = 0;
    sms.state.onRequest = () => {
      requests++;
      t.clock.advance(4_000);
    };
    try {
      let firstDone = false;
      const first = deliver().finally(() => (firstDone = true));
      let lost = 0;
      while (!firstDone) {
        // the other sweeps start once the first one holds its batch and is sending
        if (requests > 0) lost += (await deliver()).lost ?? 0;
        await new Promise((r) => setTimeout(r, 5));
      }
      lost += (await first).lost ?? 0;
      expect(lost).toBeGreaterThan(0); // rows did change hands
    } finally {
      sms.state.onRequest = null;
      sms.state.delayMs = 0;
    }
    await deliver();
    for (const phone of phones) expect(to(phone), phone).toHaveLength(1);
    expect(smtp.mails.filter((m) => phones.some((p) => m.to.includes(`${p}@example.com`)))).toEqual([]); // and none by e-mail as well
  });

  it('the member’s choice is respected: an event turned off is not sent', async () => {
    const m = await memberReachedAt(t.app, freshPhone());
    await t.app.ctx.db.insertInto('notification_preferences').values({ member_id: m.memberId, event: 'charge.credited', enabled: 0, updated_at: new Date().toISOString() }).execute();
    await creditedCharge(t.app, m.auth, 10_000);
    await deliver();
    expect(to(m.phone)).toEqual([]);
    expect(smtp.mails.filter((x) => x.to.includes(m.email))).toEqual([]);
    expect((await notificationRows(t.app, m.memberId))[0]).toMatchObject({ status: 'skipped', attempts: 0 });
  });
});

describe.each(dbKinds)('channels that are not configured, on %s', (kind) => {
  it('with e-mail only, a member with a phone gets e-mail; 알림톡 and SMS are skipped and said once', async () => {
    const smtp = await startSmtpStandIn();
    const t = await createTestApp(kind, smtpEnv(smtp.port));
    try {
      expect(alimtalkModeLine(t.app.ctx.notifier)).toContain('알림톡 발송 설정');
      const m = await memberReachedAt(t.app, freshPhone());
      await creditedCharge(t.app, m.auth, 10_000);
      await deliverNotifications(t.app.ctx);
      expect((await smtp.mailTo(m.email)).text).toContain('10,000원 충전이 완료되었습니다');
      expect((await notificationRows(t.app, m.memberId))[0]).toMatchObject({ status: 'sent', channel: 'email', attempts: 1 });
    } finally {
      await t.close();
      await smtp.close();
    }
  });

  it('with nothing configured the message goes to the log and the outbox table, as codes do', async () => {
    const t = await createTestApp(kind);
    try {
      const m = await memberReachedAt(t.app, freshPhone());
      await creditedCharge(t.app, m.auth, 10_000);
      await deliverNotifications(t.app.ctx);
      const out = await t.app.ctx.db.selectFrom('outbox').selectAll().where('target', '=', m.phone!).execute();
      expect(out).toEqual([expect.objectContaining({ channel: 'sms', body: expect.stringContaining('10,000원 충전이 완료') })]);
      expect((await notificationRows(t.app, m.memberId))[0]).toMatchObject({ status: 'sent', channel: 'outbox' });
    } finally {
      await t.close();
    }
  });

  it('a send that never left (no SMTP server) is retried with backoff, then given up with the reason kept', async () => {
    const t = await createTestApp(kind, { SMTP_HOST: '127.0.0.1', SMTP_PORT: '1' });
    try {
      const m = await memberReachedAt(t.app, null);
      await creditedCharge(t.app, m.auth, 10_000);
      const state = async () => (await notificationRows(t.app, m.memberId))[0]!;
      await deliverNotifications(t.app.ctx);
      expect(await state()).toMatchObject({ status: 'pending', attempts: 1 });
      await deliverNotifications(t.app.ctx);
      expect((await state()).attempts).toBe(1); // not before its backoff
      t.clock.advance(30_000);
      await deliverNotifications(t.app.ctx);
      expect(await state()).toMatchObject({ status: 'pending', attempts: 2 });
      t.clock.advance(120_000);
      await deliverNotifications(t.app.ctx);
      const last = await state();
      expect(last).toMatchObject({ status: 'failed', attempts: 3, tried: 'email' });
      expect(last.last_error).toMatch(/^email: .*ECONNREFUSED/);
      t.clock.advance(24 * 3600_000);
      await deliverNotifications(t.app.ctx);
      expect((await state()).attempts).toBe(3);
    } finally {
      await t.close();
    }
  });
});
