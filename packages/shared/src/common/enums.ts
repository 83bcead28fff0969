// Numeric codes are the shop's contract (docs/storefront-rules.md §4): keep the values stable.
export const AuthState = { unAuthorization: 0, guest: 1, authorization: 2, loading: 3 } as const;
export type AuthState = (typeof AuthState)[keyof typeof AuthState];

export const OrderStatus = {
  PENDING: 0,
  INPROGRESS: 1,
  COMPLETED: 2,
  PARTIAL: 3,
  PROCESSING: 4,
  CANCELED: 5,
} as const;
export type OrderStatus = (typeof OrderStatus)[keyof typeof OrderStatus];

export const orderStatusLabel: Record<OrderStatus, string> = {
  0: '주문 접수',
  1: '진행 중',
  2: '완료',
  3: '부분 완료',
  4: '대기 중',
  5: '취소(전액 환불)',
};

export const AutoOrderStatus = { ACTIVE: 0, COMPLETED: 1, CANCLED: 2, PARTIAL: 3 } as const;
export type AutoOrderStatus = (typeof AutoOrderStatus)[keyof typeof AutoOrderStatus];

export const PaymentType = { CASH: 0, FEE: 1, NONE: 2 } as const;
export const PaymentStatus = { PENDING: 0, SUCCESS: 1, FAIL: 2 } as const;
export type PaymentStatus = (typeof PaymentStatus)[keyof typeof PaymentStatus];

export const FeeType = ['NONE', 'FEE', 'CASH'] as const;
export type FeeType = (typeof FeeType)[number];

export const PaymentMethodCode = ['ALL', 'CASH_AND_FEE', 'FEE', 'CASH', 'NO_FEE'] as const;
export type PaymentMethodCode = (typeof PaymentMethodCode)[number];

/** Why a balance moved; every ledger row carries one. */
export const LedgerKind = [
  'grant',
  'charge',
  'order',
  'refund',
  'adjust',
  // growth kit (issue 29)
  'bonus',
  'bonus_clawback',
  'coupon',
  'referral',
  'referral_clawback',
  // money going out (issue 31)
  'refund_hold',
  'refund_release',
  // a payment cancelled at Toss itself (issue 46)
  'charge_cancel',
] as const;
export type LedgerKind = (typeof LedgerKind)[number];
