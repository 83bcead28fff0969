/** Every URL of the app, written once: screens (with their Korean names) and API endpoints. */
const screen = (path: string, label: string) => ({ path, label }) as const;

export const paths = {
  landing: screen('/', '서비스 소개'),
  termsService: screen('/terms/service', '이용약관'),
  termsPrivacy: screen('/terms/privacy', '개인정보처리방침'),
  order: screen('/order', '주문하기'),
  login: screen('/login', '로그인'),
  register: screen('/register', '회원가입'),
  registerNaver: screen('/register/naver', '네이버 회원가입'),
  registerKakao: screen('/register/kakao', '카카오 회원가입'),
  authNaver: screen('/auth/naver', '네이버 로그인'),
  authKakao: screen('/auth/kakao', '카카오 로그인'),
  findId: screen('/find-id', '아이디 찾기'),
  findPassword: screen('/find-password', '비밀번호 찾기'),
  resetPassword: screen('/reset-password', '비밀번호 재설정'),
  point: screen('/point', '포인트 충전'),
  account: screen('/account', '계정 설정'),
  qna: screen('/qna', '자주 묻는 질문'),
  orderHistory: screen('/order-history', '주문내역'),
  autoOrderHistory: screen('/auto-order-history', '자동주문내역'),
  logout: screen('/logout', '로그아웃'),
  api: screen('/api', 'API 안내'),
  guide: screen('/guide', '링크 입력 가이드'),
  serviceUpdates: screen('/service-updates', '서비스 업데이트'),
  inquiries: screen('/inquiries', '1:1 문의'),
} as const;

export type ScreenKey = keyof typeof paths;

/** A member's own records, opened from their lists (not menu screens). */
export const memberDetailPaths = {
  orderPattern: '/order-history/:id',
  order: (id: number) => `/order-history/${id}`,
  /** the member's subscriptions (자동 좋아요 구독), a tab of 주문내역 */
  subscriptions: '/order-history/subscriptions',
  inquiryPattern: '/inquiries/:id',
  inquiry: (id: number) => `/inquiries/${id}`,
  /** a new inquiry; `orderId` links the order it is about */
  newInquiry: (orderId?: number) => (orderId ? `/inquiries/new?orderId=${orderId}` : '/inquiries/new'),
  /** the points statement (포인트 내역), a tab of /point */
  pointStatement: '/point?tab=statement',
} as const;

/** Every API URL starts here (the owner console's too: config/admin-paths.ts). */
export const REST = '/rest';

/** The answers every screen may read first (settings, catalog, profile); a member's actions and records: config/member-api-paths.ts. */
export const apiPaths = {
  settings: `${REST}/service/settings`,
  platforms: `${REST}/service/platforms`,
  categories: `${REST}/service/categorys`,
  services: `${REST}/service/services`,
  servicesWithWon: `${REST}/service/services?includeWon=true`,
  notices: `${REST}/service/notices`,
  qnas: `${REST}/service/qnas`,
  serviceUpdates: `${REST}/service/service-updates`,
  popups: `${REST}/service/popup`,
  registerWhere: `${REST}/service/register-where`,
  profile: `${REST}/auth/profile`,

} as const;

/** The shop owner's console (/admin), only for members with the admin role; its API: config/admin-paths.ts. */
export const adminPaths = {
  dashboard: screen('/admin', '대시보드'),
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
