import { describe, expect, it } from 'vitest';
import { refundTakesBack, type ChargeGifts } from './refund-takes-back.js';

const gifts = (over: Partial<ChargeGifts> = {}): ChargeGifts => ({ charged: 20_000, reversedBefore: 0, bonuses: [{ label: '충전 보너스', points: 2_000, takenBefore: 0 }], rewards: null, ...over });

describe('refundTakesBack', () => {
  it('a part of a charge takes the same share of its bonus back, rounded down; the rest stays', () => {
    expect(refundTakesBack(gifts(), 10_000)).toEqual({ whole: false, bonuses: [1_000], bonusStays: 1_000, rewards: null });
    expect(refundTakesBack(gifts({ bonuses: [{ label: '충전 보너스', points: 999, takenBefore: 0 }] }), 10_000)).toMatchObject({ bonuses: [499], bonusStays: 500 });
  });

  it('later parts take only what earlier ones left, and the last part all of it', () => {
    expect(refundTakesBack(gifts({ reversedBefore: 10_000, bonuses: [{ label: '충전 보너스', points: 2_000, takenBefore: 1_000 }] }), 5_000)).toMatchObject({ bonuses: [500], bonusStays: 500 });
    expect(refundTakesBack(gifts({ reversedBefore: 15_000, bonuses: [{ label: '충전 보너스', points: 2_000, takenBefore: 1_500 }] }), 5_000)).toMatchObject({ whole: true, bonuses: [500], bonusStays: 0 });
  });

  it('invite rewards go back only with the whole first charge', () => {
    const rewards = { referee: 1_000, referrer: 1_500 };
    expect(refundTakesBack(gifts({ rewards }), 19_999)).toMatchObject({ whole: false, rewards: null });
    expect(refundTakesBack(gifts({ rewards }), 20_000)).toMatchObject({ whole: true, rewards });
  });

  it('a charge bonus and a coupon bonus each by the same share; a charge without bonus takes nothing', () => {
    expect(refundTakesBack(gifts({ bonuses: [{ label: '충전 보너스', points: 3_000, takenBefore: 0 }, { label: '충전 보너스', points: 1_000, takenBefore: 0 }] }), 5_000)).toMatchObject({ bonuses: [750, 250], bonusStays: 3_000 });
    expect(refundTakesBack(gifts({ bonuses: [] }), 5_000)).toEqual({ whole: false, bonuses: [], bonusStays: 0, rewards: null });
  });
});
