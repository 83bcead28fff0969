import { readSettings } from '@snsshop/shared/content';
import { landingDefaults } from '@snsshop/shared/landing';
import { describe, expect, it } from 'vitest';
import { mergeLandingContent, pickCounterValues, randomBetween } from './landing-content';
import { readLandingContent } from './landing-content-with-defaults';
import { wrapIndex } from './wrap-index';

const settingsWith = (values: Record<string, string>) => readSettings(Object.entries(values).map(([key, value]) => ({ key, value })));

describe('landing counters', () => {
  it('pick in-progress and completed-today within their ranges, members fixed at 21478', () => {
    for (const r of [0, 0.25, 0.5, 0.999999]) {
      const v = pickCounterValues(landingDefaults.counters, () => r);
      expect(v.inProgress).toBeGreaterThanOrEqual(4171);
      expect(v.inProgress).toBeLessThanOrEqual(8070);
      expect(v.completedToday).toBeGreaterThanOrEqual(7749);
      expect(v.completedToday).toBeLessThanOrEqual(11726);
      expect(v.members).toBe(21478);
    }
    expect(pickCounterValues(landingDefaults.counters, () => 0).inProgress).toBe(4171);
    expect(pickCounterValues(landingDefaults.counters, () => 0.999999).inProgress).toBe(8070);
  });

  it('are whole numbers, and both ends of a range can come up', () => {
    const seen = new Set<number>();
    for (let i = 0; i < 2000; i++) seen.add(randomBetween(1, 3));
    expect([...seen].sort()).toEqual([1, 2, 3]);
    expect(Number.isInteger(pickCounterValues(landingDefaults.counters).completedToday)).toBe(true);
  });
});

describe('review carousel position', () => {
  it('wraps past both ends', () => {
    expect(wrapIndex(7, 7)).toBe(0);
    expect(wrapIndex(-1, 7)).toBe(6);
    expect(wrapIndex(3, 7)).toBe(3);
    expect(wrapIndex(15, 7)).toBe(1);
    expect(wrapIndex(3, 0)).toBe(0);
  });
});

describe('landing content from settings', () => {
  it('uses the seed content when the LANDING_* settings are missing or unreadable', () => {
    expect(readLandingContent(settingsWith({}))).toEqual(landingDefaults);
    expect(readLandingContent(settingsWith({ LANDING_TEXTS: '{not json', LANDING_REVIEWS: '[]', LANDING_BENEFITS: '"x"' }))).toEqual(landingDefaults);
  });

  it('takes each field the owner set correctly and keeps the rest', () => {
    const content = readLandingContent(
      settingsWith({
        LANDING_TEXTS: JSON.stringify({ heroTitle: '새 문구', claimNumber: 'many' }),
        LANDING_COUNTERS: JSON.stringify({ members: 30000, inProgress: { min: 10, max: 5 } }),
        LANDING_REVIEWS: JSON.stringify([{ name: '가*나', role: '', text: '좋아요', rating: 5 }, { name: '', text: '' }]),
      }),
    );
    expect(content.texts.heroTitle).toBe('새 문구');
    expect(content.texts.claimNumber).toBe(50000);
    expect(content.counters.members).toBe(30000);
    // min above max is not a range: the default stays
    expect(content.counters.inProgress).toEqual({ min: 4171, max: 8070 });
    expect(content.reviews).toEqual([{ name: '가*나', role: '', text: '좋아요', rating: 5 }]);
    expect(content.benefits).toHaveLength(3);
  });

  it('needs no defaults when the owner (or the seed) set every part, and says so when one is missing', () => {
    const all = {
      LANDING_TEXTS: JSON.stringify({ ...landingDefaults.texts, heroTitle: '우리 가게' }),
      LANDING_COUNTERS: JSON.stringify(landingDefaults.counters),
      LANDING_BENEFITS: JSON.stringify(landingDefaults.benefits),
      LANDING_REVIEWS: JSON.stringify(landingDefaults.reviews),
    };
    expect(mergeLandingContent(settingsWith(all), null)?.texts.heroTitle).toBe('우리 가게');
    expect(mergeLandingContent(settingsWith({ ...all, LANDING_REVIEWS: '[]' }), null)).toBeNull();
    expect(mergeLandingContent(settingsWith({ ...all, LANDING_TEXTS: JSON.stringify({ heroTitle: '우리 가게' }) }), null)).toBeNull();
  });

  it('the demo content has three benefits and seven reviews', () => {
    expect(landingDefaults.benefits.map((b) => b.title)).toEqual(['24시간 자동 시스템', '안전한 계정 관리', '합리적인 가격']);
    expect(landingDefaults.reviews).toHaveLength(7);
  });
});
