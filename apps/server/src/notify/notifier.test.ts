import { msg } from '@snsshop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeIn, freshIp, outboxTo, setSetting } from '../../test/helpers/accounts.js';
import { startSmsStandIn } from '../../test/stand-ins/sms.js';
import { startSmtpStandIn } from '../../test/stand-ins/smtp.js';
import { createTestApp, dbKinds, newMember, type TestApp } from '../../test/helpers/test-app.js';
import { notifyModeLine } from './notifier.js';

const SMS_KEYS = { apiKey: 'NCSTANDINKEY', apiSecret: 'stand-in-secret-0123456789' };

describe.each(dbKinds)('mail and SMS delivery on %s', (kind) => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpStandIn>>;
  let sms: Awaited<ReturnType<typeof startSmsStandIn>>;
  beforeAll(async () => {
    smtp = await startSmtpStandIn({ user: 'shop', pass: 'smtp-pass' });
    sms = await startSmsStandIn(SMS_KEYS);
    t = await createTestApp(kind, {
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(smtp.port),
      SMTP_USER: 'shop',
      SMTP_PASSWORD: 'smtp-pass',
      SMTP_FROM: 'shop@example.com',
      SMS_BASE_URL: sms.baseUrl,
      SMS_API_KEY: SMS_KEYS.apiKey,
      SMS_API_SECRET: SMS_KEYS.apiSecret,
      SMS_SENDER: '0212345678',
    });
    await setSetting(t.app, 'ENABLE_EMAIL_VERIFY', true);
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
    await sms?.close();
  });

  const post = (url: string, payload: unknown) => t.app.inject({ method: 'POST', url, payload: payload as object, remoteAddress: freshIp() });

  it('sends the e-mail code over SMTP to the local server, and the code signs up', async () => {
    const m = newMember();
    expect((await post('/rest/auth/send-email', { email: m.email })).statusCode).toBe(200);
    const mail = await smtp.mailTo(m.email);
    expect(mail.from).toBe('shop@example.com');
    expect(mail.subject).toContain('이메일 인증번호');
    const code = codeIn(mail.text);
    expect((await post('/rest/auth/register', { ...m, emailCode: code })).statusCode).toBe(201);
    expect(await t.app.ctx.db.selectFrom('outbox').selectAll().execute()).toEqual([]);
  });

  it('sends the phone code as an SMS signed with HMAC-SHA256', async () => {
    const res = await post('/rest/auth/send-phone-number', { phoneNumber: '01098765432' });
    expect(res.statusCode, res.body).toBe(200);
    expect(sms.refused).toEqual([]);
    const sent = sms.messages.at(-1)!;
    expect(sent).toMatchObject({ to: '01098765432', from: '0212345678' });
    expect(codeIn(sent.text)).toMatch(/^[A-Z2-9]{5}$/);
    expect(Buffer.byteLength(sent.text)).toBeLessThan(90);
  });

  it('e-mails the full id for find-id over SMTP', async () => {
    const m = newMember();
    await setSetting(t.app, 'ENABLE_EMAIL_VERIFY', false);
    expect((await post('/rest/auth/register', m)).statusCode).toBe(201);
    await setSetting(t.app, 'ENABLE_EMAIL_VERIFY', true);
    expect((await post('/rest/service/find-id', { email: m.email })).statusCode).toBe(200);
    expect((await smtp.mailTo(m.email)).text).toContain(m.id);
  });
});

describe.each(dbKinds)('delivery failures and the outbox on %s', (kind) => {
  let t: TestApp;
  let sms: Awaited<ReturnType<typeof startSmsStandIn>>;
  beforeAll(async () => {
    sms = await startSmsStandIn(SMS_KEYS);
    t = await createTestApp(kind, {
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: '1', // nothing listens there
      SMS_BASE_URL: sms.baseUrl,
      SMS_API_KEY: SMS_KEYS.apiKey,
      SMS_API_SECRET: 'not-the-secret',
      SMS_SENDER: '0212345678',
    });
  });
  afterAll(async () => {
    await t?.close();
    await sms?.close();
  });

  it('answers 502 in Korean when the SMS API refuses the signature, and keeps no code', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/rest/auth/send-phone-number', payload: { phoneNumber: '01011112222' }, remoteAddress: freshIp() });
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toBe(msg.code.sendFailed);
    expect(sms.refused).toHaveLength(1);
    expect(await t.app.ctx.db.selectFrom('verification_codes').selectAll().execute()).toEqual([]);
  });

  it('answers 502 when the SMTP server cannot be reached', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/rest/auth/send-email', payload: { email: 'nobody@example.com' }, remoteAddress: freshIp() });
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toBe(msg.code.sendFailed);
  });
});

describe.each(dbKinds)('without mail or SMS configuration on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t?.close());

  it('writes messages to the outbox table for the shop owner', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/rest/auth/send-phone-number', payload: { phoneNumber: '01033334444' }, remoteAddress: freshIp() });
    expect(res.statusCode).toBe(200);
    const row = await outboxTo(t.app, '01033334444');
    expect(row).toMatchObject({ channel: 'sms', subject: null });
    expect(codeIn(row.body)).toMatch(/^[A-Z2-9]{5}$/);
  });

  it('says at start-up which channels only reach the log and outbox', () => {
    expect(notifyModeLine({ emailLive: false, smsLive: false })).toContain('outbox');
    expect(notifyModeLine({ emailLive: true, smsLive: false })).toContain('문자');
    expect(notifyModeLine({ emailLive: true, smsLive: true })).toBeNull();
  });
});
