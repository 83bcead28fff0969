import { describe, expect, it } from 'vitest';
import { endOfKoreanDay, koreanDayOf, lastKoreanDayBefore, startOfKoreanDay } from './korean-day.js';

describe('Korean days', () => {
  it('start at 00:00 in Korea, and a period through a day ends as the next one begins', () => {
    expect(startOfKoreanDay('2026-12-31')).toBe('2026-12-30T15:00:00.000Z');
    expect(endOfKoreanDay('2026-12-31')).toBe('2026-12-31T15:00:00.000Z');
    expect(koreanDayOf('2026-12-31T14:59:59.999Z')).toBe('2026-12-31');
    expect(koreanDayOf('2026-12-31T15:00:00.000Z')).toBe('2027-01-01');
    expect(lastKoreanDayBefore('2026-12-31T15:00:00.000Z')).toBe('2026-12-31');
  });

  it.each(['2026-02-30', '2026-13-01', '26-12-31', '2026-12-31T00:00:00Z', ''])('name no day for %j', (text) => {
    expect(startOfKoreanDay(text)).toBeNull();
    expect(endOfKoreanDay(text)).toBeNull();
  });
});
