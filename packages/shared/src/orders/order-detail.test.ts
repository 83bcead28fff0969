import { describe, expect, it } from 'vitest';
import { refundArithmeticText } from './order-detail.js';
import { completionRateText, serviceEtaText } from './service-stats-text.js';

describe('refund arithmetic (order detail)', () => {
  it('spells out a partial refund, rounded down to whole won', () => {
    expect(refundArithmeticText({ quantity: 100, charge: 450, remains: 37, status: 'partial' }, 166)).toBe('미완료 37개 ÷ 100개 × 450원 = 166원 환불');
    expect(refundArithmeticText({ quantity: 3000, charge: 45000, remains: 1200, status: 'partial' }, 18000)).toBe('미완료 1,200개 ÷ 3,000개 × 45,000원 = 18,000원 환불');
  });

  it('a cancel gives back the whole charge', () => {
    expect(refundArithmeticText({ quantity: 100, charge: 450, remains: 100, status: 'cancelled' }, 450)).toBe('주문 취소: 결제 450원 전액 환불');
  });

  it('never shows a sum that does not add up to what was credited', () => {
    expect(refundArithmeticText({ quantity: 100, charge: 450, remains: 37, status: 'partial' }, 200)).toBe('200원 환불');
    expect(refundArithmeticText({ quantity: 100, charge: 450, remains: 100, status: 'cancelled' }, 300)).toBe('300원 환불');
  });
});

describe('service ETA text', () => {
  it('joins the known figures, or says data is being collected', () => {
    expect(serviceEtaText({ startMedianSec: 12 * 60, per1000Sec: 3 * 3600 + 20 * 60 })).toBe('평균 시작 12분 · 1,000개당 평균 3시간 20분');
    expect(serviceEtaText({ startMedianSec: 12 * 60, per1000Sec: null })).toBe('평균 시작 12분');
    expect(serviceEtaText({ startMedianSec: null, per1000Sec: null })).toBe('데이터 수집 중');
    expect(serviceEtaText(undefined)).toBe('데이터 수집 중');
    expect(completionRateText({ completionPct: 96 })).toBe('최근 30일 완료율 96%');
    expect(completionRateText({ completionPct: null })).toBeNull();
  });
});
