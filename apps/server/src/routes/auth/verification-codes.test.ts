import { msg } from '@snsshop/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { codeIn, freshIp, outboxTo, setSetting } from '../../../test/helpers/accounts.js';
import { createTestApp, dbKinds, newMember, type TestApp } from '../../../test/helpers/test-app.js';

describe.each(dbKinds)('sign-up verification codes on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t?.close());
  beforeEach(async () => {
    await setSetting(t.app, 'ENABLE_EMAIL_VERIFY', true);
    await setSetting(t.app, 'ENABLE_PHONE_NUMBER', false);
  });

  const post = (url: string, payload: unknown, ip = freshIp()) => t.app.inject({ method: 'POST', url, payload: payload as object, remoteAddress: ip });
  const sendEmail = async (email: string, ip?: string) => {
    const res = await post('/rest/auth/send-email', { email }, ip);
    expect(res.statusCode, res.body).toBe(200);
    return codeIn((await outboxTo(t.app, email.toLowerCase())).body);
  };
  const sendPhone = async (phoneNumber: string) => {
    const res = await post('/rest/auth/send-phone-number', { phoneNumber });
    expect(res.statusCode, res.body).toBe(200);
    return codeIn((await outboxTo(t.app, phoneNumber.replace(/-/g, ''))).body);
  };
  const register = (overrides: Record<string, unknown>) => post('/rest/auth/register', newMember(overrides));

  it('sends a 5-character code that registers the e-mail once; only a hash of it is stored', async () => {
    const m = newMember();
    const res = await post('/rest/auth/send-email', { email: m.email });
    expect(res.json()).toEqual({ message: msg.code.sent, expiresInSeconds: 600 });
    const code = codeIn((await outboxTo(t.app, m.email)).body);
    expect(code).toMatch(/^[A-Z2-9]{5}$/);
    const stored = await t.app.ctx.db.selectFrom('verification_codes').selectAll().where('target', '=', m.email).execute();
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toContain(code);

    const reg = await post('/rest/auth/register', { ...m, emailCode: code.toLowerCase() });
    expect(reg.statusCode, reg.body).toBe(201);
    const login = await post('/rest/auth/login', { id: m.id, password: m.password });
    expect(login.statusCode).toBe(200);

    // the same address and code again: the address is a member's now, and the code is spent
    const again = await register({ email: m.email, emailCode: code });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(msg.register.emailTaken);
    const row = await t.app.ctx.db.selectFrom('verification_codes').select('consumed_at').where('target', '=', m.email).executeTakeFirstOrThrow();
    expect(row.consumed_at).not.toBeNull();
  });

  it('refuses a used code even when the address is free again', async () => {
    const m = newMember();
    const code = await sendEmail(m.email);
    expect((await post('/rest/auth/register', { ...m, emailCode: code })).statusCode).toBe(201);
    await t.app.ctx.db.updateTable('members').set({ email: null }).where('login_id', '=', m.id).execute();
    const reuse = await register({ email: m.email, emailCode: code });
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json().message).toBe(msg.code.emailExpired);
  });

  it('lets one of five simultaneous sign-ups with one code succeed', async () => {
    const email = newMember().email;
    const code = await sendEmail(email);
    const results = await Promise.all(Array.from({ length: 5 }, () => register({ email, emailCode: code })));
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
    for (const r of results.filter((x) => x.statusCode !== 201)) expect([400, 409]).toContain(r.statusCode);
  });

  it('expires a code after 10 minutes', async () => {
    const email = newMember().email;
    const code = await sendEmail(email);
    t.clock.advance(10 * 60_000 + 1000);
    const res = await register({ email, emailCode: code });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(msg.code.emailExpired);
    const fresh = await sendEmail(email);
    expect((await register({ email, emailCode: fresh })).statusCode).toBe(201);
  });

  it('allows five wrong tries, then the code is dead even when typed right', async () => {
    const email = newMember().email;
    const code = await sendEmail(email);
    const wrong = code === 'AAAAA' ? 'BBBBB' : 'AAAAA';
    for (let i = 0; i < 5; i += 1) {
      const res = await register({ email, emailCode: wrong });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(msg.code.emailWrong);
    }
    const right = await register({ email, emailCode: code });
    expect(right.statusCode).toBe(400);
    expect(right.json().message).toBe(msg.code.emailLocked);
  });

  it('binds a code to the address it was sent to', async () => {
    const a = newMember().email;
    const b = newMember().email;
    const codeA = await sendEmail(a);
    const none = await register({ email: b, emailCode: codeA });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(msg.code.emailExpired);
    const codeB = await sendEmail(b);
    const crossed = await register({ email: b, emailCode: codeA === codeB ? 'ZZZZZ' : codeA });
    expect(crossed.statusCode).toBe(400);
    expect(crossed.json().message).toBe(msg.code.emailWrong);
  });

  it.each([
    ['no code', {}, msg.register.emailCodeNotSent],
    ['a 3-character code', { emailCode: 'ABC' }, msg.register.codeLength],
  ])('answers sign-up with %s with 400', async (_name, extra, message) => {
    const res = await register(extra);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('limits sends: once a minute per address, ten an hour per client address', async () => {
    const email = newMember().email;
    await sendEmail(email);
    const soon = await post('/rest/auth/send-email', { email });
    expect(soon.statusCode).toBe(429);
    expect(soon.json().message).toBe(msg.code.tooSoon);
    t.clock.advance(61_000);
    await sendEmail(email);

    const ip = freshIp();
    for (let i = 0; i < 10; i += 1) await sendEmail(newMember().email, ip);
    const eleventh = await post('/rest/auth/send-email', { email: newMember().email }, ip);
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json().message).toBe(msg.common.tooManyRequests);
    expect((await post('/rest/auth/send-email', { email: newMember().email })).statusCode).toBe(200);
  });

  it.each([
    ['/rest/auth/send-email', { email: 'not-an-email' }],
    ['/rest/auth/send-email', { email: 'user@example' }],
    ['/rest/auth/send-email', {}],
    ['/rest/auth/send-phone-number', { phoneNumber: '0101234567' }],
    ['/rest/auth/send-phone-number', { phoneNumber: '010123456789' }],
    ['/rest/auth/send-phone-number', { phoneNumber: 1012345678 }],
  ])('answers %s with a malformed target (%j) with 400', async (url, payload) => {
    const res = await post(url, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(msg.code.badFormat);
  });

  it('answers 409 when a member already uses the e-mail or phone number', async () => {
    const m = newMember();
    const code = await sendEmail(m.email);
    expect((await post('/rest/auth/register', { ...m, emailCode: code })).statusCode).toBe(201);
    const taken = await post('/rest/auth/send-email', { email: m.email.toUpperCase() });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(msg.code.emailTaken);

    await setSetting(t.app, 'ENABLE_EMAIL_VERIFY', false);
    await setSetting(t.app, 'ENABLE_PHONE_NUMBER', true);
    const phone = '01055550001';
    const p = newMember({ phoneNumber: phone, sendCode: await sendPhone(phone) });
    expect((await post('/rest/auth/register', p)).statusCode).toBe(201);
    const phoneTaken = await post('/rest/auth/send-phone-number', { phoneNumber: '010-5555-0001' });
    expect(phoneTaken.statusCode).toBe(409);
    expect(phoneTaken.json().message).toBe(msg.code.phoneTaken);
  });

  it('with phone verification on, sign-up needs the phone number and its code', async () => {
    await setSetting(t.app, 'ENABLE_EMAIL_VERIFY', false);
    await setSetting(t.app, 'ENABLE_PHONE_NUMBER', true);
    const missing = await register({});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(msg.register.phoneCodeNotSent);

    const phone = '010-7777-0002';
    const code = await sendPhone(phone);
    const wrongPhone = await register({ phoneNumber: '01077770003', sendCode: code });
    expect(wrongPhone.statusCode).toBe(400);
    expect(wrongPhone.json().message).toBe(msg.code.phoneExpired);
    const m = newMember({ phoneNumber: phone, sendCode: code });
    expect((await post('/rest/auth/register', m)).statusCode).toBe(201);
    const row = await t.app.ctx.db.selectFrom('members').select('phone_number').where('login_id', '=', m.id).executeTakeFirstOrThrow();
    expect(row.phone_number).toBe('01077770002');
  });

  it('with both checks off, signs up without codes and keeps no phone number', async () => {
    await setSetting(t.app, 'ENABLE_EMAIL_VERIFY', false);
    const m = newMember({ phoneNumber: '01012341234' });
    expect((await post('/rest/auth/register', m)).statusCode).toBe(201);
    const row = await t.app.ctx.db.selectFrom('members').select('phone_number').where('login_id', '=', m.id).executeTakeFirstOrThrow();
    expect(row.phone_number).toBeNull();
  });
});
