import { describe, expect, it } from 'vitest';
import { refundMoneyReason, refundPairText } from './refund-pair.js';

describe('a refund\'s points and money in one wording', () => {
  it('says both figures and why they differ for a tax-invoice charge', () => {
    expect(refundPairText({ points: 10_000, amount: 11_000 })).toBe('포인트 10,000원 · 송금액 11,000원 (부가세 포함)');
    expect(refundMoneyReason({ points: 10_000, amount: 11_000 })).toBe('부가세 포함');
  });
  it('gives no reason when they are the same, and names a Toss cancel as such', () => {
    expect(refundPairText({ points: 5_000, amount: 5_000 })).toBe('포인트 5,000원 · 송금액 5,000원');
    expect(refundPairText({ points: 5_000, amount: 5_000, toss: true })).toBe('포인트 5,000원 · 취소액 5,000원');
  });
});
