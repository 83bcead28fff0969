/**
 * A length of time in Korean, as a customer reads an estimate: "1분 미만", "12분", "3시간 20분",
 * "2일 4시간". Rounded to the minute; the two largest units only (an estimate, not a stopwatch).
 * Invalid or negative input renders empty, like the number formats.
 */
export function formatDuration(seconds: unknown): string {
  if (typeof seconds !== 'number' || !Number.isFinite(seconds) || seconds < 0) return '';
  const minutes = Math.round(seconds / 60);
  if (minutes < 1) return '1분 미만';
  if (minutes < 60) return `${minutes}분`;
  if (minutes < 24 * 60) {
    const h = Math.floor(minutes / 60);
    const m = minutes % 60;
    return m === 0 ? `${h}시간` : `${h}시간 ${m}분`;
  }
  const hours = Math.round(minutes / 60);
  const d = Math.floor(hours / 24);
  const h = hours % 24;
  return h === 0 ? `${d}일` : `${d}일 ${h}시간`;
}
