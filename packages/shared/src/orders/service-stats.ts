import { z } from 'zod';
import { formatDuration } from '../common/duration.js';
import { formatNumber } from '../common/format.js';

/**
 * What the shop's own orders say about a service (never typed in by the owner), refreshed by a
 * background sweep. A figure is null while it has fewer samples than it needs.
 */
export const serviceStatsSchema = z.object({
  serviceId: z.number().int(),
  /** median seconds from sent to the provider to first In progress or start count */
  startMedianSec: z.number().int().nullable(),
  /** average seconds per 1,000 units over the last completed orders */
  per1000Sec: z.number().int().nullable(),
  /** completed ÷ (completed + partial + cancelled) over 30 days, whole percent */
  completionPct: z.number().int().min(0).max(100).nullable(),
});
export type ServiceStats = z.infer<typeof serviceStatsSchema>;

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
