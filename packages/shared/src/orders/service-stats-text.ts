import { formatDuration } from '../common/duration.js';
import { formatNumber } from '../common/format.js';
import type { ServiceStats } from './service-stats.js';

export const ETA_COLLECTING = '데이터 수집 중';

/** "평균 시작 12분 · 1,000개당 평균 3시간 20분"; "데이터 수집 중" while neither figure is known. */
export function serviceEtaText(stats: Pick<ServiceStats, 'startMedianSec' | 'per1000Sec'> | null | undefined): string {
  const parts: string[] = [];
  if (stats?.startMedianSec != null) parts.push(`평균 시작 ${formatDuration(stats.startMedianSec)}`);
  if (stats?.per1000Sec != null) parts.push(`${formatNumber(1000)}개당 평균 ${formatDuration(stats.per1000Sec)}`);
  return parts.length ? parts.join(' · ') : ETA_COLLECTING;
}

/** "최근 30일 완료율 96%", or null while too few orders finished. */
export function completionRateText(stats: Pick<ServiceStats, 'completionPct'> | null | undefined): string | null {
  return stats?.completionPct != null ? `최근 30일 완료율 ${stats.completionPct}%` : null;
}
