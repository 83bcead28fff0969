import { formatDateTime, formatNumber, formatWon } from '@snsshop/shared/common';

/** Won, or "-" when absent. */
export const won = (n: number | null | undefined) => (n === null || n === undefined ? '-' : formatWon(n));
/** A signed ledger amount: "+10,000원" / "-3,000원". */
export const signedWon = (n: number) => `${n > 0 ? '+' : n < 0 ? '-' : ''}${formatWon(Math.abs(n))}`;
export const count = (n: number | null | undefined) => (n === null || n === undefined ? '-' : formatNumber(n));
export const when = (iso: string | null | undefined) => formatDateTime(iso) || '-';

/** A fresh key for one click of a money action, so a double click cannot apply it twice. */
export function newRequestId(): string {
  const rnd = typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
  return rnd.replace(/[^A-Za-z0-9_-]/g, '');
}

/** Sweep names the server reports, in Korean. */
export const sweepLabel: Record<string, string> = {
  'auto-orders': '자동주문 실행',
  dispatch: '주문 전송',
  sync: '주문 상태 동기화',
  'expire-charges': '미입금 충전 자동 취소',
  'charge-registrations': '입금 확인 등록 재시도',
  receipts: '현금영수증·세금계산서 발급',
  'provider-balances': '공급처 잔액 확인',
  refills: '리필 전송·확인',
  'service-stats': '예상 시간 계산',
  rollups: '매출 집계',
  'price-sync': '공급처 가격 동기화',
  notifications: '회원 알림 발송',
  'owner-alerts': '관리자 알림 모아 보내기',
  webhooks: 'API 고객 콜백 전달',
  tiers: '회원 등급 재계산',
  'link-search': '링크 검색 색인',
  reconciliation: '일일 정산 대조',
};
