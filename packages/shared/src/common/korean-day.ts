/**
 * The shop's calendar is Korea's: a day a person picks (yyyy-mm-dd) means that day in Korean time,
 * whatever zone the browser or the server runs in. Korea has no daylight saving, so a Korean day
 * starts at 15:00 UTC of the day before, every day of the year.
 */
const KST_MS = 9 * 3_600_000;
const DAY_MS = 86_400_000;
const dayPattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The Korean calendar day (yyyy-mm-dd) an instant falls in. */
export const koreanDayOf = (at: string | number | Date): string => new Date(new Date(at).getTime() + KST_MS).toISOString().slice(0, 10);

/** The first moment of a Korean day, as ISO UTC; null when the text is not a day of the calendar ("2026-02-30"). */
export function startOfKoreanDay(day: string): string | null {
  const m = dayPattern.exec(day);
  if (!m) return null;
  const ms = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) - KST_MS;
  const start = new Date(ms).toISOString();
  return koreanDayOf(start) === day ? start : null;
}

/** Where a period that includes the whole Korean day ends: the first moment of the day after (the end is not part of it). */
export function endOfKoreanDay(day: string): string | null {
  const start = startOfKoreanDay(day);
  return start === null ? null : new Date(Date.parse(start) + DAY_MS).toISOString();
}

/** The last Korean day a period ending (exclusively) at `end` includes: the day a person would name as its end. */
export const lastKoreanDayBefore = (end: string): string => koreanDayOf(Date.parse(end) - 1);
