import { msg, notificationMessages } from '@snsshop/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { codeIn, freshIp, setSetting } from '../../../test/helpers/accounts.js';
import { createAdminTestApp, type AdminTestApp } from '../../../test/helpers/admin.js';
import { freshPhone, SOLAPI, solapiEnv, smtpEnv } from '../../../test/helpers/notifications.js';
import { dbKinds, newMember, registerAndLogin } from '../../../test/helpers/test-app.js';
import { startSmsStandIn } from '../../../test/stand-ins/sms.js';
import { startSmtpStandIn } from '../../../test/stand-ins/smtp.js';
import { deliverNotifications, NOTIFY_LEASE_MS } from '../../jobs/deliver-notifications.js';
import { REDACTED } from './account-messages.js';
import { writeAccountMessage } from './send-account-message.js';

const TEN_MINUTES = 10 * 60_000;

describe.each(dbKinds)('codes, found ids and reset links through the notifications outbox on %s', (kind) => {
  let t: AdminTestApp;
  let sms: Awaited<ReturnType<typeof startSmsStandIn>>;
  let smtp: Awaited<ReturnType<typeof startSmtpStandIn>>;
  beforeAll(async () => {
    sms = await startSmsStandIn(SOLAPI);
    smtp = await startSmtpStandIn();
    // 알림톡 is configured too: an account message must still never go as 알림톡.
    t = await createAdminTestApp(kind, { ...solapiEnv(sms.baseUrl), ...smtpEnv(smtp.port), PUBLIC_URL: 'https://shop.example.kr/' });
  });
  afterAll(async () => {
    await t?.close();
    await sms?.close();
    await smtp?.close();
  });
  beforeEach(() => {
    sms.state.blockedNumbers.clear();
    sms.state.fail500.clear();
  });

  const post = (url: string, payload: unknown) => t.app.inject({ method: 'POST', url, payload: payload as object, remoteAddress: freshIp() });
  const rowsTo = (target: string) =>
    t.app.ctx.db
      .selectFrom('notifications')
      .selectAll()
      .where((eb) => eb.or([eb('phone', '=', target), eb('email', '=', target)]))
      .orderBy('id')
      .execute();
  const codesFor = (target: string) => t.app.ctx.db.selectFrom('verification_codes').selectAll().where('target', '=', target).execute();
  const mailsTo = (address: string) => smtp.mails.filter((m) => m.to.includes(address));

  it('a phone code goes once by SMS (never 알림톡) and its row ends sent, without the code in it', async () => {
    const phone = freshPhone();
    const res = await post('/rest/auth/send-phone-number', { phoneNumber: phone });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(msg.code.sent);
    const sent = sms.messages.filter((m) => m.to === phone);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.type).toBeUndefined();
    const code = codeIn(sent[0]!.text);
    const rows = await rowsTo(phone);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ event: 'account.code', member_id: null, phone, email: null, status: 'sent', channel: 'sms', attempts: 1 });
    expect(rows[0]!.vars).not.toContain(code);
    expect(JSON.parse(rows[0]!.vars)).toMatchObject({ code: REDACTED });
    expect(await codesFor(phone)).toHaveLength(1);
  });

  it('an e-mail code goes once over SMTP, signs up, and its row ends sent without the code', async () => {
    const m = newMember();
    await setSetting(t.app, 'ENABLE_EMAIL_VERIFY', true);
    expect((await post('/rest/auth/send-email', { email: m.email })).statusCode).toBe(200);
    const mail = await smtp.mailTo(m.email);
    expect(mailsTo(m.email)).toHaveLength(1);
    expect(mail.subject).toContain('이메일 인증번호');
    const code = codeIn(mail.text);
    const rows = await rowsTo(m.email);
    expect(rows.map((r) => [r.event, r.status, r.channel, r.phone])).toEqual([['account.code', 'sent', 'email', null]]);
    expect(rows[0]!.vars).not.toContain(code);
    expect((await post('/rest/auth/register', { ...m, emailCode: code })).statusCode).toBe(201);
    await setSetting(t.app, 'ENABLE_EMAIL_VERIFY', false);
  });

  it('an SMS refusal answers 502, keeps no usable code, and never falls back to e-mail', async () => {
    const phone = freshPhone();
    sms.state.blockedNumbers.add(phone);
    const mailsBefore = smtp.mails.length;
    const res = await post('/rest/auth/send-phone-number', { phoneNumber: phone });
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toBe(msg.code.sendFailed);
    expect(await codesFor(phone)).toEqual([]);
    expect(smtp.mails.length).toBe(mailsBefore);
    const [row] = await rowsTo(phone);
    expect(row).toMatchObject({ event: 'account.code', status: 'failed', channel: 'sms', tried: 'sms', attempts: 1 });
    expect(JSON.parse(row!.vars)).toMatchObject({ code: REDACTED });

    // Nothing is left for the sweep to send later.
    await deliverNotifications(t.app.ctx);
    expect(sms.messages.filter((m) => m.to === phone)).toEqual([]);
  });

  it('an SMS whose outcome is unknown is not sent again; the code stays valid and the answer says to wait', async () => {
    const phone = freshPhone();
    sms.state.fail500.add('SMS'); // kept the message, then answered 500: it may have arrived
    const res = await post('/rest/auth/send-phone-number', { phoneNumber: phone });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(msg.code.sentUnconfirmed);
    expect(await codesFor(phone)).toHaveLength(1);
    t.clock.advance(NOTIFY_LEASE_MS + 1);
    await deliverNotifications(t.app.ctx);
    expect(sms.messages.filter((m) => m.to === phone)).toHaveLength(1);
    const [row] = await rowsTo(phone);
    expect(row).toMatchObject({ status: 'unknown', tried: 'sms?' });
    expect(JSON.parse(row!.vars)).toMatchObject({ code: REDACTED });
  });

  it('an account row a dead request left behind is sent by the sweep while valid, never after it expired', async () => {
    const live = freshPhone();
    const dead = freshPhone();
    const expiresAt = new Date(t.clock.now().getTime() + TEN_MINUTES).toISOString();
    // Written and claimed by a request that died before sending.
    await writeAccountMessage(t.app.ctx.db, t.app.ctx, { event: 'account.code', key: `test-${live}`, memberId: null, to: { phone: live }, vars: { code: 'ABCDE' }, expiresAt });
    t.clock.advance(NOTIFY_LEASE_MS + 1);
    expect(await deliverNotifications(t.app.ctx)).toMatchObject({ sent: 1 });
    expect(sms.messages.filter((m) => m.to === live).map((m) => m.text)).toEqual([expect.stringContaining('ABCDE')]);

    const later = new Date(t.clock.now().getTime() + TEN_MINUTES).toISOString();
    await writeAccountMessage(t.app.ctx.db, t.app.ctx, { event: 'account.code', key: `test-${dead}`, memberId: null, to: { phone: dead }, vars: { code: 'FGHJK' }, expiresAt: later });
    t.clock.advance(TEN_MINUTES + 1);
    expect(await deliverNotifications(t.app.ctx)).toMatchObject({ skipped: 1 });
    expect(sms.messages.filter((m) => m.to === dead)).toEqual([]);
    const [row] = await rowsTo(dead);
    expect(row).toMatchObject({ status: 'skipped', attempts: 0, last_error: '유효 시간이 지나 보내지 않았습니다.' });
    expect(row!.vars).not.toContain('FGHJK');
  });

  it('a code whose send was cut off by a crash is not sent again once it expired, and says why', async () => {
    const phone = freshPhone();
    const expiresAt = new Date(t.clock.now().getTime() + TEN_MINUTES).toISOString();
    const held = await writeAccountMessage(t.app.ctx.db, t.app.ctx, { event: 'account.code', key: `test-${phone}`, memberId: null, to: { phone }, vars: { code: 'KLMNP' }, expiresAt });
    await t.app.ctx.db.updateTable('notifications').set({ channel: 'sms', in_flight: 1, attempts: 1, channel_attempts: 1 }).where('id', '=', held.row.id).execute();
    t.clock.advance(TEN_MINUTES + 1);
    expect(await deliverNotifications(t.app.ctx)).toMatchObject({ unknown: 1 });
    expect(sms.messages.filter((m) => m.to === phone)).toEqual([]);
    const [row] = await rowsTo(phone);
    expect(row).toMatchObject({ status: 'unknown', attempts: 1, last_error: expect.stringContaining('결과를 알 수 없') });
    expect(row!.vars).not.toContain('KLMNP');
  });

  it('find-id and the reset link are rows sent once to the e-mail; the link leaves the row once sent', async () => {
    const m = await registerAndLogin(t.app);
    expect((await post('/rest/service/find-id', { email: m.email })).statusCode).toBe(200);
    expect((await smtp.mailTo(m.email)).text).toContain(m.id);
    expect((await post('/rest/service/find-password', { email: m.email })).statusCode).toBe(200);
    const link = /https:\/\/\S+/.exec((await waitForMails(m.email, 2))[1]!.text)![0];
    // The sends run after the answer; their outcome is written just after the mail left.
    const ours = await waitFor(async () => (await rowsTo(m.email)).filter((r) => r.event !== 'account.code'), (rows) => rows.every((r) => r.status === 'sent'));
    expect(ours.map((r) => [r.event, r.status, r.channel])).toEqual([
      ['account.find_id', 'sent', 'email'],
      ['account.password_reset', 'sent', 'email'],
    ]);
    expect(ours[1]!.vars).not.toContain(new URL(link).searchParams.get('token')!);
    expect(mailsTo(m.email)).toHaveLength(2);
  });

  it('a member who leaves takes their account messages with them', async () => {
    const m = newMember();
    await setSetting(t.app, 'ENABLE_EMAIL_VERIFY', true);
    expect((await post('/rest/auth/send-email', { email: m.email })).statusCode).toBe(200);
    const code = codeIn((await smtp.mailTo(m.email)).text);
    expect((await post('/rest/auth/register', { ...m, emailCode: code })).statusCode).toBe(201);
    await setSetting(t.app, 'ENABLE_EMAIL_VERIFY', false);
    expect(await rowsTo(m.email)).toHaveLength(1);
    const { accessToken } = (await post('/rest/auth/login', { id: m.id, password: m.password })).json() as { accessToken: string };
    const left = await t.app.inject({ method: 'DELETE', url: '/rest/auth/account', headers: { authorization: `Bearer ${accessToken}` } });
    expect(left.statusCode, left.body).toBe(200);
    expect(await rowsTo(m.email)).toEqual([]);
  });

  it('the console shows account rows in Korean terms and refuses to resend them', async () => {
    const phone = freshPhone();
    expect((await post('/rest/auth/send-phone-number', { phoneNumber: phone })).statusCode).toBe(200);
    const [row] = await rowsTo(phone);
    const page = (await t.call('GET', '/rest/admin/notifications?status=sent')).json() as { items: Record<string, unknown>[] };
    expect(page.items.find((i) => i.id === row!.id)).toMatchObject({ event: 'account.code', memberId: null, recipient: phone, channel: 'sms', status: 'sent' });
    const resend = await t.call('POST', `/rest/admin/notifications/${row!.id}/resend`, {});
    expect(resend.statusCode).toBe(409);
    expect(resend.json().message).toBe(notificationMessages.resendAccount);
    await deliverNotifications(t.app.ctx);
    expect(sms.messages.filter((m) => m.to === phone)).toHaveLength(1);
    expect((await rowsTo(phone))[0]).toMatchObject({ status: 'sent', attempts: 1 });
  });

  async function waitFor<T>(get: () => Promise<T>, done: (v: T) => boolean): Promise<T> {
    const until = Date.now() + 5000;
    for (;;) {
      const v = await get();
      if (done(v) || Date.now() > until) return v;
      await new Promise((r) => setTimeout(r, 20));
    }
  }

  async function waitForMails(address: string, n: number) {
    const until = Date.now() + 5000;
    while (mailsTo(address).length < n) {
      if (Date.now() > until) throw new Error(`fewer than ${n} mails to ${address}`);
      await new Promise((r) => setTimeout(r, 20));
    }
    return mailsTo(address);
  }
});

describe.each(dbKinds)('account messages with no channel configured on %s', (kind) => {
  let t: AdminTestApp;
  beforeAll(async () => {
    t = await createAdminTestApp(kind);
  });
  afterAll(() => t?.close());

  it('the code still lands in the outbox table for the shop owner, and its notifications row is sent there without the code', async () => {
    const phone = freshPhone();
    const res = await t.app.inject({ method: 'POST', url: '/rest/auth/send-phone-number', payload: { phoneNumber: phone }, remoteAddress: freshIp() });
    expect(res.statusCode).toBe(200);
    const out = await t.app.ctx.db.selectFrom('outbox').selectAll().where('target', '=', phone).execute();
    expect(out).toHaveLength(1);
    const code = codeIn(out[0]!.body);
    const rows = await t.app.ctx.db.selectFrom('notifications').selectAll().where('phone', '=', phone).execute();
    expect(rows.map((r) => [r.event, r.status, r.channel])).toEqual([['account.code', 'sent', 'outbox']]);
    expect(rows[0]!.vars).not.toContain(code);
  });
});
