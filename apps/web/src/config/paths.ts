/** Every URL of the app, written once: screens (with their Korean names) and API endpoints. */
export const screen = (path: string, label: string) => ({ path, label }) as const;

export const paths = {
  landing: screen('/', '서비스 소개'),
  termsService: screen('/terms/service', '이용약관'),
  termsPrivacy: screen('/terms/privacy', '개인정보처리방침'),
  order: screen('/order', '주문하기'),
  massOrder: screen('/mass-order', '대량 주문'),
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

/** The member's own records the router matches (the links to them: config/member-detail-paths.ts). */
export const memberDetailPatterns = {
  order: '/order-history/:id',
  inquiry: '/inquiries/:id',
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
  popups: `${REST}/service/popup`,
  profile: `${REST}/auth/profile`,
} as const;

/** Where the owner's console starts; its screens (config/admin-screens.ts) load with the console, not with the shop. */
export const adminHome = '/admin';
