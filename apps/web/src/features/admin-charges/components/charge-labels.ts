export const feeTypeLabel: Record<string, string> = { NONE: '신청 안 함', FEE: '세금계산서', CASH: '현금영수증' };

export const decidedByLabel: Record<string, string> = {
  webhook: '자동 (입금 알림)',
  feed: '자동 (입금 내역)',
  admin: '관리자',
  toss: '토스 결제',
  expiry: '시간 만료',
};
