import type { RoutePermission } from '@snsshop/shared/staff';
import { adminHome } from './paths';

export interface AdminScreen {
  path: string;
  label: string;
  /** The menu's icon (an SVG path on a 24 × 24 grid); a screen without one is reached from another screen. */
  icon?: string;
  /** What opens the screen: the menu shows it and the route guard lets the role in only with this permission. */
  permission: RoutePermission;
  /** Its route file in app/routes/, loaded the first time the screen is opened. */
  screen: `admin-${string}`;
  /** Screens below it (a record by its number), opened with the same permission. */
  inner?: readonly { path: string; screen: `admin-${string}` }[];
}

const screen = <const S extends AdminScreen>(s: S) => s;

/**
 * The shop owner's console (/admin), in menu order: the router, the menu and the route guard all read
 * this one table. A new screen is an entry here, its route file and its feature folder.
 */
export const adminScreens = {
  dashboard: screen({
    path: adminHome,
    label: '대시보드',
    icon: 'M4 13h6V4H4v9Zm0 7h6v-5H4v5Zm10 0h6v-9h-6v9Zm0-16v5h6V4h-6Z',
    permission: 'dashboard.read',
    screen: 'admin-dashboard',
  }),
  charges: screen({ path: '/admin/charges', label: '충전 관리', icon: 'M3 7h18v10H3V7Zm0 3h18M7 15h3', permission: 'charges.read', screen: 'admin-charges' }),
  refunds: screen({ path: '/admin/refunds', label: '환불 신청', icon: 'M9 14 4 9l5-5M4 9h11a5 5 0 0 1 0 10h-3', permission: 'refunds.read', screen: 'admin-refunds' }),
  reconciliation: screen({
    path: '/admin/reconciliation',
    label: '정산 대조',
    icon: 'M4 4h16v16H4V4Zm4 5h8M8 13h8M8 17h5M16 17l1.5 1.5L20 16',
    permission: 'reconciliation',
    screen: 'admin-reconciliation',
  }),
  members: screen({
    path: '/admin/members',
    label: '회원 관리',
    icon: 'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-7 10a7 7 0 0 1 14 0M17 4a4 4 0 0 1 0 7m5 10a7 7 0 0 0-4-6.3',
    permission: 'members.read',
    screen: 'admin-members',
    inner: [{ path: ':id', screen: 'admin-member' }],
  }),
  orders: screen({
    path: '/admin/orders',
    label: '주문 관리',
    icon: 'M6 3h12l2 4v14H4V7l2-4Zm-2 4h16M9 11h6',
    permission: 'orders.read',
    screen: 'admin-orders',
    inner: [{ path: ':id', screen: 'admin-order' }],
  }),
  autoOrders: screen({
    path: '/admin/auto-orders',
    label: '자동주문 관리',
    icon: 'M4 12a8 8 0 0 1 14-5.3M20 12a8 8 0 0 1-14 5.3M18 3v4h-4M6 21v-4h4',
    permission: 'orders.read',
    screen: 'admin-auto-orders',
    inner: [{ path: ':id', screen: 'admin-auto-order' }],
  }),
  inquiries: screen({ path: '/admin/inquiries', label: '1:1 문의', icon: 'M4 5h16v11H9l-5 4V5Zm4 4h8M8 12h5', permission: 'inquiries.read', screen: 'admin-inquiries' }),
  catalog: screen({ path: '/admin/catalog', label: '상품 관리', icon: 'M3 7l9-4 9 4-9 4-9-4Zm0 5 9 4 9-4M3 17l9 4 9-4', permission: 'catalog.read', screen: 'admin-catalog' }),
  coupons: screen({ path: '/admin/coupons', label: '쿠폰', icon: 'M3 7h18v3a2 2 0 0 0 0 4v3H3v-3a2 2 0 0 0 0-4V7Zm7 0v10', permission: 'growth.read', screen: 'admin-coupons' }),
  growth: screen({
    path: '/admin/growth',
    label: '이벤트·등급',
    icon: 'M12 3l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.4 6.8 19.1l1-5.8L3.5 9.2l5.9-.9L12 3Z',
    permission: 'growth.read',
    screen: 'admin-growth',
  }),
  referrals: screen({ path: '/admin/referrals', label: '친구 초대', icon: 'M8 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6Zm-5 9a5 5 0 0 1 10 0M18 8v6M15 11h6', permission: 'growth.read', screen: 'admin-referrals' }),
  reviews: screen({
    path: '/admin/reviews',
    label: '구매 후기',
    icon: 'M12 3.5l2.6 5.3 5.8.8-4.2 4.1 1 5.8-5.2-2.7-5.2 2.7 1-5.8-4.2-4.1 5.8-.8z',
    permission: 'reviews.moderate',
    screen: 'admin-reviews',
  }),
  content: screen({ path: '/admin/content', label: '콘텐츠', icon: 'M5 3h10l4 4v14H5V3Zm9 0v5h5M8 12h8M8 16h6', permission: 'content.read', screen: 'admin-content' }),
  settings: screen({
    path: '/admin/settings',
    label: '사이트 설정',
    icon: 'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6Zm7.4-3 2-1.6-2-3.4-2.4.8a7 7 0 0 0-2-1.2L14.5 3h-5L9 5.6a7 7 0 0 0-2 1.2l-2.4-.8-2 3.4L4.6 12l-2 1.6 2 3.4 2.4-.8a7 7 0 0 0 2 1.2l.5 2.6h5l.5-2.6a7 7 0 0 0 2-1.2l2.4.8 2-3.4-2-1.6Z',
    permission: 'settings.read',
    screen: 'admin-settings',
  }),
  notifications: screen({ path: '/admin/notifications', label: '알림', icon: 'M6 16V11a6 6 0 1 1 12 0v5l2 2H4l2-2Zm4 4a2 2 0 0 0 4 0', permission: 'notifications.read', screen: 'admin-notifications' }),
  audit: screen({ path: '/admin/audit', label: '감사 기록', icon: 'M9 5h11M9 12h11M9 19h11M4 5h.01M4 12h.01M4 19h.01', permission: 'audit.read', screen: 'admin-audit' }),
  staff: screen({
    path: '/admin/staff',
    label: '운영자',
    icon: 'M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm10-3v6m3-3h-6',
    permission: 'staff',
    screen: 'admin-staff',
  }),
  security: screen({ path: '/admin/security', label: '내 보안', icon: 'M12 3 4 6v6c0 5 3.5 8 8 9 4.5-1 8-4 8-9V6l-8-3Zm-3 9 2 2 4-4', permission: 'self', screen: 'admin-security' }),
  // Opened from 주문 관리 and from an inquiry, not from the menu.
  refills: screen({ path: '/admin/refills', label: '리필(A/S) 요청', permission: 'refills.read', screen: 'admin-refills' }),
} as const satisfies Record<string, AdminScreen>;

export type AdminScreenKey = keyof typeof adminScreens;

/** Links to one record's screen (the `inner` screens above). */
export const adminDetailPaths = {
  member: (id: number) => `${adminScreens.members.path}/${id}`,
  order: (id: number) => `${adminScreens.orders.path}/${id}`,
  autoOrder: (id: number) => `${adminScreens.autoOrders.path}/${id}`,
} as const;
