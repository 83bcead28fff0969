import { msg, PaymentStatus } from '@snsshop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectMoney, registeredMember } from '../../../../test/helpers/members.js';
import { createTestApp, dbKinds, type TestApp } from '../../../../test/helpers/test-app.js';
import { askCharge, invoice, setSetting } from '../../../../test/helpers/charges.js';

describe.each(dbKinds)('point charges on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t?.close());

  const history = (auth: Record<string, string>) => t.app.inject({ url: '/rest/service/point-history', headers: auth });

  it('answers a tax-invoice charge with 1.1 × points to pay, the bank account and a 3-hour deadline', async () => {
    const m = await registeredMember(t.app);
    const res = await askCharge(t.app, m.auth, { name: '홍길동', point: 10_001, feeType: 'FEE', feeValue: invoice });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual({
      charge: { id: expect.any(Number), createdAt: '2026-11-21T03:00:00.000Z', point: 10_001, status: PaymentStatus.PENDING, responseAt: null },
      depositor: '홍길동',
      feeType: 'FEE',
      payAmount: 11_002, // 11,001.1 rounded up to whole won
      bank: { bankName: '국민은행', accountNumber: '123456-01-234567', displayText: '예금주: 주식회사 성장파트너스', bankCode: '004' },
      expiresAt: '2026-11-21T06:00:00.000Z',
    });
    // The history shows the charge with the amount to transfer beside it (issue 18: 10,001 points, 11,002원 to deposit).
    expect((await history(m.auth)).json()).toEqual([{ ...body.charge, payAmount: 11_002, receipt: null }]);
    const stored = await t.app.ctx.db.selectFrom('point_charges').select('fee_value').where('id', '=', body.charge.id).executeTakeFirstOrThrow();
    expect(JSON.parse(stored.fee_value!)).toMatchObject({ businessNumber: '1234567891', phone: '021234567' });
    await expectMoney(t.app, m.memberId, 0, 0);
  });

  it('adds no fee for no receipt, a cash receipt, or when the payment fee setting is off', async () => {
    const m = await registeredMember(t.app);
    const none = await askCharge(t.app, m.auth, { name: '홍길동', point: 10_000 });
    expect(none.json()).toMatchObject({ feeType: 'NONE', payAmount: 10_000 });
    const cash = await askCharge(t.app, m.auth, { name: '홍길동', point: 10_000, feeType: 'CASH', feeValue: { phone: '010-1234-5678' } });
    expect(cash.json()).toMatchObject({ feeType: 'CASH', payAmount: 10_000 });
    await setSetting(t.app, 'ENABLE_PAYMENT_FEE', false);
    try {
      const fee = await askCharge(t.app, m.auth, { name: '홍길동', point: 10_000, feeType: 'FEE', feeValue: invoice });
      expect(fee.json()).toMatchObject({ feeType: 'FEE', payAmount: 10_000 });
    } finally {
      await setSetting(t.app, 'ENABLE_PAYMENT_FEE', true);
    }
    const listed = (await history(m.auth)).json();
    expect(listed.map((c: { id: number }) => c.id)).toEqual([...listed.map((c: { id: number }) => c.id)].sort((a, b) => b - a));
    expect(listed).toHaveLength(3);
  });

  it.each([
    ['company', { company: ' ' }, msg.charge.companyRequired],
    ['businessNumber (9 digits)', { businessNumber: '123-45-6789' }, msg.charge.businessNumberInvalid],
    ['businessNumber (letters)', { businessNumber: '123-45-6789a' }, msg.charge.businessNumberInvalid],
    ['businessNumber (check digit)', { businessNumber: '123-45-67890' }, msg.charge.businessNumberWrong],
    ['businessNumber (two digits swapped)', { businessNumber: '220-81-65217' }, msg.charge.businessNumberWrong],
    ['leader', { leader: '' }, msg.charge.leaderRequired],
    ['phone', { phone: '1234' }, msg.charge.phoneInvalid],
    ['jobType', { jobType: undefined }, msg.charge.jobTypeRequired],
    ['jobType2', { jobType2: '' }, msg.charge.jobType2Required],
    ['address', { address: '   ' }, msg.charge.addressRequired],
    ['email', { email: 'tax-at-example.com' }, msg.charge.emailInvalid],
  ])('refuses a tax invoice with a bad %s (400, Korean), storing nothing', async (_field, patch, message) => {
    const m = await registeredMember(t.app);
    const res = await askCharge(t.app, m.auth, { name: '홍길동', point: 10_000, feeType: 'FEE', feeValue: { ...invoice, ...patch } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ statusCode: 400, message });
    expect((await history(m.auth)).json()).toEqual([]);
    await expectMoney(t.app, m.memberId, 0, 0);
  });

  it.each([
    ['no invoice at all', { feeType: 'FEE' }, msg.charge.companyRequired],
    ['a cash receipt without a phone', { feeType: 'CASH', feeValue: {} }, msg.charge.cashPhoneInvalid],
    ['a cash receipt to a landline', { feeType: 'CASH', feeValue: { phone: '02-123-4567' } }, msg.charge.cashPhoneInvalid],
    ['an expense cash receipt (지출증빙용) without a business number', { feeType: 'CASH', feeValue: { purpose: 'expense', phone: '01012345678' } }, msg.charge.businessNumberInvalid],
    ['an expense cash receipt with 9 digits', { feeType: 'CASH', feeValue: { purpose: 'expense', businessNumber: '123-45-6789' } }, msg.charge.businessNumberInvalid],
    ['an expense cash receipt whose check digit is wrong', { feeType: 'CASH', feeValue: { purpose: 'expense', businessNumber: '123-45-67890' } }, msg.charge.businessNumberWrong],
    ['an unknown receipt type', { feeType: 'RECEIPT' }, msg.charge.feeTypeInvalid],
  ])('refuses %s', async (_name, patch, message) => {
    const m = await registeredMember(t.app);
    const res = await askCharge(t.app, m.auth, { name: '홍길동', point: 10_000, ...patch });
    expect(res.json()).toEqual({ statusCode: 400, message });
  });

  it.each([
    ['missing', undefined, msg.charge.pointRequired],
    ['0', 0, msg.charge.pointRequired],
    ['-1000', -1000, msg.charge.pointInvalid],
    ['1000.5', 1000.5, msg.charge.pointInvalid],
    ['"10000" as text', '10000', msg.charge.pointInvalid],
    ['below the minimum', 999, msg.charge.belowMin(1000)],
    ['above the maximum', 5_000_001, msg.charge.aboveMax(5_000_000)],
    ['2^53', 2 ** 53, msg.charge.pointTooLarge],
  ])('refuses amount %s with 400', async (_name, point, message) => {
    const m = await registeredMember(t.app);
    const res = await askCharge(t.app, m.auth, { name: '홍길동', point });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    await expectMoney(t.app, m.memberId, 0, 0);
  });

  it('takes the limits inclusive, and wants a depositor name first', async () => {
    const m = await registeredMember(t.app);
    expect((await askCharge(t.app, m.auth, { name: '홍길동', point: 1000 })).statusCode).toBe(201);
    expect((await askCharge(t.app, m.auth, { name: '홍길동', point: 5_000_000 })).statusCode).toBe(201);
    for (const name of [undefined, '', '   ']) {
      const res = await askCharge(t.app, m.auth, { name, point: 0 });
      expect(res.json()).toEqual({ statusCode: 400, message: msg.charge.nameRequired });
    }
    expect(msg.charge.belowMin(1000)).toBe('최소 충전 금액은 1,000원입니다.');
  });

  it('offers only the receipt types ENABLE_PAYMENT_TYPE allows', async () => {
    const m = await registeredMember(t.app);
    await setSetting(t.app, 'ENABLE_PAYMENT_TYPE', 'NO_FEE');
    try {
      const res = await askCharge(t.app, m.auth, { name: '홍길동', point: 10_000, feeType: 'CASH', feeValue: { phone: '01012345678' } });
      expect(res.json()).toEqual({ statusCode: 400, message: msg.charge.feeTypeNotOffered });
      expect((await askCharge(t.app, m.auth, { name: '홍길동', point: 10_000 })).statusCode).toBe(201);
    } finally {
      await setSetting(t.app, 'ENABLE_PAYMENT_TYPE', 'ALL');
    }
  });

  it('needs a login, and shows each member only their own charges', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/rest/service/point', payload: { name: '홍길동', point: 10_000 } })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/rest/service/point-history' })).statusCode).toBe(401);
    const a = await registeredMember(t.app);
    const b = await registeredMember(t.app);
    expect((await askCharge(t.app, a.auth, { name: '홍길동', point: 10_000 })).statusCode).toBe(201);
    expect((await history(b.auth)).json()).toEqual([]);
  });
});
