import { autoOrderStatusLabel, type AutoOrderFilter } from '@snsshop/shared/auto-orders';
import { formatNumber, type AutoOrderStatus } from '@snsshop/shared/common';

/** 전체, or one of the server's chips (PARTIAL counts as 완료 there, docs/storefront-rules.md §4). */
export type AutoOrderChip = 'all' | AutoOrderFilter;

export const filterOptions: { value: AutoOrderChip; label: string }[] = [
  { value: 'all', label: '전체' },
  { value: 'active', label: '진행 중' },
  { value: 'completed', label: '완료' },
  { value: 'cancelled', label: '취소' },
];

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
