/**
 * A console choice stored as JSON text (e.g. "\"6\""): its whole number when it is one and at least
 * `min`, else `fallback` (empty = the default, a hand-edited or unreadable value too).
 */
export function wholeNumberSetting(stored: string | undefined, fallback: number, min: number): number {
  let value: unknown = '';
  try {
    value = stored === undefined ? '' : JSON.parse(stored);
  } catch {
    value = '';
  }
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isInteger(n) && n >= min ? n : fallback;
}
