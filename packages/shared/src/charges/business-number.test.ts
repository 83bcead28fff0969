import { describe, expect, it } from 'vitest';
import { isBusinessNumber } from './business-number.js';
import { chargeBodySchema } from './charge.js';
import { chargeMessages } from './charge-messages.js';

describe('a business registration number', () => {
  it.each(['1248100998', '2208162517', '1208147521', '1234567891'])('takes %s, whose check digit holds', (n) => {
    expect(isBusinessNumber(n)).toBe(true);
  });

  it.each([
    ['the last digit off by one', '1248100997'],
    ['two digits swapped', '2208165217'],
    ['the ninth digit ×5 carry left out', '1248100992'],
    ['the usual example', '1234567890'],
    ['nine digits', '124810099'],
    ['hyphens (the schema takes them off first)', '124-81-00998'],
  ])('refuses %s', (_why, n) => {
    expect(isBusinessNumber(n)).toBe(false);
  });

  it('is checked by the charge form and the server alike, with hyphens or without', () => {
    const body = (businessNumber: string) => ({ name: '홍길동', point: 10_000, feeType: 'CASH', feeValue: { purpose: 'expense', businessNumber } });
    const ok = chargeBodySchema.safeParse(body('124-81-00998'));
    expect(ok.success && ok.data.feeValue).toEqual({ purpose: 'expense', businessNumber: '1248100998' });
    const wrong = chargeBodySchema.safeParse(body('123-45-67890'));
    expect(wrong.success ? null : wrong.error.issues.map((i) => i.message)).toEqual([chargeMessages.businessNumberWrong]);
    const short = chargeBodySchema.safeParse(body('123-45-6789'));
    expect(short.success ? null : short.error.issues.map((i) => i.message)).toEqual([chargeMessages.businessNumberInvalid]);
  });
});
