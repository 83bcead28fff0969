import { autoOrderStatusLabel, type AutoOrder } from '@snsshop/shared/auto-orders';
import { AutoOrderStatus, formatNumber } from '@snsshop/shared/common';

export type AutoOrderFilter = 'all' | 'active' | 'completed' | 'cancelled';

export const filterOptions: { value: AutoOrderFilter; label: string }[] = [
  { value: 'all', label: '전체' },
  { value: 'active', label: '진행 중' },
  { value: 'completed', label: '완료' },
  { value: 'cancelled', label: '취소' },
];

const filterStatuses: Record<Exclude<AutoOrderFilter, 'all'>, readonly number[]> = {
  active: [AutoOrderStatus.ACTIVE],
  // Spec section 4: PARTIAL is shown (and filtered) as completed.
  completed: [AutoOrderStatus.COMPLETED, AutoOrderStatus.PARTIAL],
  cancelled: [AutoOrderStatus.CANCLED],
};

export function matchesFilter(order: AutoOrder, filter: AutoOrderFilter): boolean {
  return filter === 'all' || filterStatuses[filter].includes(order.status);
}

export function statusLabel(status: number): string {
  return autoOrderStatusLabel[status as AutoOrderStatus] ?? '';
}

/** Minutes as Korean: "45분", "2시간", "1시간 30분", "1일". */
export function intervalLabel(minutes: number): string {
  if (!Number.isInteger(minutes) || minutes < 0) return '';
  if (minutes >= 1440 && minutes % 1440 === 0) return `${formatNumber(minutes / 1440)}일`;
  if (minutes < 60) return `${minutes}분`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `${formatNumber(hours)}시간` : `${formatNumber(hours)}시간 ${rest}분`;
}

export const quantityLabel = (n: number) => {
  const text = formatNumber(n);
  return text === '' ? '' : `${text}개`;
};

export const isWebLink = (link: string) => /^https?:\/\//i.test(link);
