/** A member's own records, opened from their lists (not menu screens); the router matches config/paths.ts memberDetailPatterns. */
export const memberDetailPaths = {
  order: (id: number) => `/order-history/${id}`,
  /** the member's subscriptions (자동 좋아요 구독), a tab of 주문내역 */
  subscriptions: '/order-history/subscriptions',
  inquiry: (id: number) => `/inquiries/${id}`,
  /** a new inquiry; `orderId` links the order it is about */
  newInquiry: (orderId?: number) => (orderId ? `/inquiries/new?orderId=${orderId}` : '/inquiries/new'),
  /** the points statement (포인트 내역), a tab of /point */
  pointStatement: '/point?tab=statement',
} as const;
