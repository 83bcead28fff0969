import { adminHome, screen } from './paths';

/** The shop owner's console (/admin), only for members with the admin role; its API: config/admin-paths.ts. */
export const adminPaths = {
  dashboard: screen(adminHome, '대시보드'),
  charges: screen('/admin/charges', '충전 관리'),
  refunds: screen('/admin/refunds', '환불 신청'),
  members: screen('/admin/members', '회원 관리'),
  orders: screen('/admin/orders', '주문 관리'),
  autoOrders: screen('/admin/auto-orders', '자동주문 관리'),
  catalog: screen('/admin/catalog', '상품 관리'),
  content: screen('/admin/content', '콘텐츠'),
  growth: screen('/admin/growth', '이벤트·등급'),
  settings: screen('/admin/settings', '사이트 설정'),
  audit: screen('/admin/audit', '감사 기록'),
  notifications: screen('/admin/notifications', '알림'),
  coupons: screen('/admin/coupons', '쿠폰'),
  referrals: screen('/admin/referrals', '친구 초대'),
  reviews: screen('/admin/reviews', '구매 후기'),
  inquiries: screen('/admin/inquiries', '1:1 문의'),
  staff: screen('/admin/staff', '운영자'),
  security: screen('/admin/security', '내 보안'),
} as const;
