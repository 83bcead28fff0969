import { describe, expect, it } from 'vitest';
import { formatDuration } from './duration.js';

describe('Korean durations (ETA figures)', () => {
  it('reads minutes, hours and days the way an estimate is said', () => {
    expect(formatDuration(0)).toBe('1분 미만');
    expect(formatDuration(29)).toBe('1분 미만');
    expect(formatDuration(30)).toBe('1분');
    expect(formatDuration(12 * 60)).toBe('12분');
    expect(formatDuration(59 * 60 + 29)).toBe('59분');
    expect(formatDuration(60 * 60)).toBe('1시간');
    expect(formatDuration(3 * 3600 + 20 * 60)).toBe('3시간 20분');
    expect(formatDuration(23 * 3600 + 59 * 60)).toBe('23시간 59분');
    expect(formatDuration(24 * 3600)).toBe('1일');
    expect(formatDuration(2 * 86400 + 4 * 3600 + 10 * 60)).toBe('2일 4시간');
    expect(formatDuration(2 * 86400 + 23 * 3600 + 50 * 60)).toBe('3일');
  });

  it('renders invalid or negative input empty', () => {
    for (const bad of [-1, Number.NaN, Number.POSITIVE_INFINITY, '60', null, undefined]) expect(formatDuration(bad)).toBe('');
  });
});
