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
} as const;

export type ScreenKey = keyof typeof paths;

const REST = '/rest';

export const apiPaths = {
  settings: `${REST}/service/settings`,
  platforms: `${REST}/service/platforms`,
  categories: `${REST}/service/categorys`,
  services: `${REST}/service/services`,
  notices: `${REST}/service/notices`,
  qnas: `${REST}/service/qnas`,
  popups: `${REST}/service/popup`,
  registerWhere: `${REST}/service/register-where`,
  login: `${REST}/auth/login`,
  register: `${REST}/auth/register`,
  profile: `${REST}/auth/profile`,
} as const;
