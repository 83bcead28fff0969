import { landingDefaults, type ProviderServiceType } from '@snsshop/shared';

/** The demo shop a new owner sees on first start. Every line is data a shop owner edits later. */

export const demoPlatforms: { id: number; text: string; background: string }[] = [
  { id: 1, text: '인스타그램', background: '#E1306C' },
  { id: 2, text: '유튜브', background: '#FF0000' },
  { id: 3, text: '틱톡', background: '#111111' },
  { id: 4, text: '페이스북', background: '#1877F2' },
  { id: 5, text: 'X (트위터)', background: '#0F1419' },
  { id: 6, text: '네이버 블로그', background: '#03C75A' },
  { id: 7, text: '네이버 카페', background: '#00A84F' },
  { id: 8, text: '스레드', background: '#333333' },
  { id: 9, text: '텔레그램', background: '#229ED9' },
  { id: 10, text: '트위치', background: '#9146FF' },
  { id: 11, text: '카카오', background: '#FEE500' },
  { id: 12, text: '스포티파이', background: '#1DB954' },
  { id: 13, text: '디스코드', background: '#5865F2' },
  { id: 14, text: '사운드클라우드', background: '#FF5500' },
  { id: 15, text: '웹사이트 트래픽', background: '#4B5563' },
];

interface DemoService {
  text: string;
  /** min/max: a comment service's lines, a subscription's likes per post; a package is 1 */
  min: number;
  max: number;
  /** won per unit (a comment, a like), up to 2 decimals; a package's whole price */
  price: number;
  /** the kind of service (shared serviceTypeRules); Default when absent */
  type?: ProviderServiceType;
  notice: string;
  enableAuto?: boolean;
  readOnly?: boolean;
}

const linkNote = (what: string) => `${what} 링크를 정확히 입력해주세요.\n계정이 비공개이면 작업이 진행되지 않습니다.\n주문 후 취소·변경은 불가능합니다.`;

export const demoCatalog: { platform: number; category: string; services: DemoService[] }[] = [
  {
    platform: 1,
    category: '인스타그램 팔로워',
    services: [
      { text: '인스타그램 한국인 팔로워 (실사용자)', min: 10, max: 5000, price: 45, notice: `${linkNote('프로필')}\n시작: 1~6시간 이내, 하루 500~1,000명 유입`, enableAuto: true },
      { text: '인스타그램 외국인 팔로워 (고품질)', min: 50, max: 30000, price: 6.5, notice: `${linkNote('프로필')}\n시작: 0~2시간, 30일 이탈 보장` },
      { text: '인스타그램 외국인 팔로워 (저가형)', min: 100, max: 50000, price: 2.8, notice: `${linkNote('프로필')}\n이탈이 발생할 수 있는 저가형 상품입니다.` },
    ],
  },
  {
    platform: 1,
    category: '인스타그램 좋아요',
    services: [
      { text: '인스타그램 한국인 좋아요', min: 10, max: 3000, price: 18, notice: `${linkNote('게시물')}\n시작: 30분~3시간`, enableAuto: true },
      { text: '인스타그램 외국인 좋아요', min: 50, max: 30000, price: 1.2, notice: `${linkNote('게시물')}\n빠른 속도로 유입됩니다.`, enableAuto: true },
      { text: '인스타그램 릴스 조회수', min: 100, max: 1000000, price: 0.15, notice: `${linkNote('릴스')}\n시작: 즉시~1시간`, enableAuto: true },
    ],
  },
  {
    platform: 1,
    category: '인스타그램 자동 좋아요·패키지',
    services: [
      {
        text: '인스타그램 한국인 자동 좋아요 (새 게시물 구독)',
        min: 10,
        max: 300,
        price: 18,
        type: 'Subscriptions',
        notice:
          '계정 아이디(@ 없이)를 입력하면 새 게시물이 올라올 때마다 좋아요가 자동으로 들어갑니다.\n게시물당 최대 수량 × 게시물 수만큼 먼저 결제되고, 쓰지 않은 게시물 몫은 구독이 끝날 때(완료·만료·취소) 자동으로 환불됩니다.\n계정이 비공개이면 작업이 진행되지 않습니다.',
      },
      {
        text: '인스타그램 스타터 패키지 (팔로워 100 + 좋아요 300)',
        min: 1,
        max: 1,
        price: 9900,
        type: 'Package',
        notice: `${linkNote('프로필')}\n정해진 구성이 한 번에 진행되는 패키지 상품입니다. 수량 입력 없이 링크만 입력하세요.`,
      },
    ],
  },
  {
    platform: 1,
    category: '인스타그램 댓글·저장',
    services: [
      { text: '인스타그램 한국인 랜덤 댓글', min: 5, max: 200, price: 350, notice: `${linkNote('게시물')}\n자연스러운 한국어 댓글이 달립니다.` },
      {
        text: '인스타그램 한국인 커스텀 댓글',
        min: 5,
        max: 500,
        price: 450,
        type: 'Custom Comments',
        notice: `${linkNote('게시물')}\n원하는 댓글을 한 줄에 하나씩 입력하세요. 입력한 줄 수가 주문 수량이 됩니다 (5~500개).\n욕설·광고·개인정보가 담긴 댓글은 작업되지 않습니다.`,
      },
      { text: '인스타그램 게시물 저장', min: 50, max: 10000, price: 3, notice: linkNote('게시물') },
    ],
  },
  {
    platform: 2,
    category: '유튜브 구독자',
    services: [
      { text: '유튜브 한국인 구독자', min: 10, max: 2000, price: 120, notice: `${linkNote('채널')}\n시작: 6~24시간, 하루 50~200명`, enableAuto: true },
      { text: '유튜브 외국인 구독자 (30일 보장)', min: 50, max: 10000, price: 38, notice: linkNote('채널') },
    ],
  },
  {
    platform: 2,
    category: '유튜브 조회수·좋아요',
    services: [
      { text: '유튜브 조회수 (고유지율)', min: 100, max: 1000000, price: 3.2, notice: `${linkNote('영상')}\n평균 시청 1~3분`, enableAuto: true },
      { text: '유튜브 쇼츠 조회수', min: 100, max: 1000000, price: 1.1, notice: linkNote('쇼츠'), enableAuto: true },
      { text: '유튜브 한국인 좋아요', min: 10, max: 5000, price: 25, notice: linkNote('영상') },
      { text: '유튜브 라이브 동시 시청자 (1시간)', min: 10, max: 3000, price: 90, notice: `${linkNote('라이브')}\n방송 시작 후 주문해주세요.`, readOnly: true },
    ],
  },
  {
    platform: 3,
    category: '틱톡',
    services: [
      { text: '틱톡 팔로워', min: 50, max: 20000, price: 9, notice: linkNote('프로필'), enableAuto: true },
      { text: '틱톡 좋아요', min: 50, max: 50000, price: 1.5, notice: linkNote('영상'), enableAuto: true },
      { text: '틱톡 조회수', min: 100, max: 5000000, price: 0.08, notice: linkNote('영상'), enableAuto: true },
    ],
  },
  {
    platform: 4,
    category: '페이스북',
    services: [
      { text: '페이스북 페이지 좋아요', min: 50, max: 20000, price: 14, notice: linkNote('페이지') },
      { text: '페이스북 게시물 좋아요', min: 50, max: 20000, price: 4.5, notice: linkNote('게시물') },
    ],
  },
  {
    platform: 5,
    category: 'X (트위터)',
    services: [
      { text: 'X 팔로워', min: 50, max: 10000, price: 16, notice: linkNote('프로필') },
      { text: 'X 리포스트', min: 20, max: 5000, price: 9, notice: linkNote('게시물') },
    ],
  },
  {
    platform: 6,
    category: '네이버 블로그',
    services: [
      { text: '네이버 블로그 이웃 추가', min: 10, max: 1000, price: 60, notice: linkNote('블로그'), enableAuto: true },
      { text: '네이버 블로그 공감', min: 10, max: 2000, price: 30, notice: linkNote('게시글'), enableAuto: true },
      { text: '네이버 블로그 방문자', min: 100, max: 50000, price: 2, notice: linkNote('게시글'), enableAuto: true },
    ],
  },
  { platform: 7, category: '네이버 카페', services: [{ text: '네이버 카페 회원 가입', min: 10, max: 1000, price: 80, notice: linkNote('카페') }] },
  {
    platform: 8,
    category: '스레드',
    services: [
      { text: '스레드 팔로워', min: 50, max: 10000, price: 12, notice: linkNote('프로필') },
      { text: '스레드 좋아요', min: 50, max: 10000, price: 3, notice: linkNote('게시물') },
    ],
  },
  { platform: 9, category: '텔레그램', services: [{ text: '텔레그램 채널 구독자', min: 100, max: 30000, price: 5, notice: linkNote('채널') }] },
  { platform: 10, category: '트위치', services: [{ text: '트위치 팔로워', min: 50, max: 10000, price: 7, notice: linkNote('채널') }] },
  { platform: 11, category: '카카오', services: [{ text: '카카오톡 채널 친구 추가', min: 10, max: 3000, price: 70, notice: linkNote('카카오톡 채널') }] },
  { platform: 12, category: '스포티파이', services: [{ text: '스포티파이 재생수', min: 1000, max: 1000000, price: 0.9, notice: linkNote('트랙') }] },
  { platform: 13, category: '디스코드', services: [{ text: '디스코드 서버 멤버', min: 50, max: 5000, price: 20, notice: '디스코드 초대 링크(만료 없음)를 입력해주세요.' }] },
  { platform: 14, category: '사운드클라우드', services: [{ text: '사운드클라우드 재생수', min: 1000, max: 1000000, price: 0.5, notice: linkNote('트랙') }] },
  { platform: 15, category: '웹사이트 트래픽', services: [{ text: '웹사이트 방문자 (한국 IP)', min: 500, max: 100000, price: 1.8, notice: 'https:// 로 시작하는 페이지 주소를 입력해주세요.', enableAuto: true }] },
];

export const demoNotices = [
  { content: '신규 회원 첫 충전 시 5% 추가 적립 이벤트 진행 중! (이번 달 말까지)', is_top: 1, bg_color: '#FFF4E5' },
  { content: '입금 후 평균 1~10분 이내 자동으로 포인트가 충전됩니다. 입금자명을 꼭 확인해주세요.', is_top: 0, bg_color: '' },
  { content: '인스타그램 정책 변경으로 일부 외국인 상품의 시작 시간이 지연될 수 있습니다.', is_top: 0, bg_color: '' },
  { content: '주문 링크가 비공개 계정이면 작업이 진행되지 않으니 공개로 전환 후 주문해주세요.', is_top: 0, bg_color: '' },
];

export const demoQnas = [
  { title: '주문 후 언제부터 작업이 시작되나요?', answer: '상품마다 다르지만 대부분 주문 후 0~6시간 이내에 시작됩니다. 각 상품 설명의 시작 시간을 확인해주세요.' },
  { title: '포인트는 어떻게 충전하나요?', answer: '포인트 충전 메뉴에서 입금자명과 금액을 입력한 뒤 안내된 계좌로 입금하시면 평균 1~10분 이내 자동으로 충전됩니다.' },
  { title: '입금했는데 포인트가 충전되지 않았어요.', answer: '입금자명과 금액이 충전 신청과 정확히 같은지 확인해주세요. 다르면 자동 충전이 되지 않으니 고객센터로 문의해주세요.' },
  { title: '작업이 일부만 진행되었어요.', answer: '진행되지 못한 수량만큼의 포인트는 자동으로 환불됩니다. 주문내역에서 남은 수량과 상태를 확인할 수 있습니다.' },
  { title: '환불이 가능한가요?', answer: '결제 후 72시간 이내, 사용하지 않은 포인트에 한해 환불이 가능합니다. 이미 사용한 포인트는 환불되지 않습니다.' },
  { title: '계정 비밀번호를 알려줘야 하나요?', answer: '아니요. 모든 상품은 링크만으로 작업되며 비밀번호는 절대 요구하지 않습니다.' },
];

export const demoRegisterWhere = ['네이버 검색', '인스타그램 광고', '유튜브', '블로그·카페 후기', '지인 추천', '기타'];

export const demoSettings: Record<string, string | boolean | number[]> = {
  FOOTER_COMPANY: '주식회사 성장파트너스',
  FOOTER_CEO: '김성장',
  FOOTER_CORPORATION_NUMBER: '123-45-67890',
  FOOTER_CORPORATION_MARKET_NUMBER: '제2026-서울강남-01234호',
  FOOTER_CEO_PHONE_NUMBER: '02-1234-5678',
  FOOTER_ADDRESS: '서울특별시 강남구 테헤란로 123, 4층',
  FOOTER_EMAIL: 'help@example.com',
  BANKING_NAME: '국민은행',
  BANKING_DISPLAY_TEXT: '예금주: 주식회사 성장파트너스',
  BANKING_ACCOUNT_NUMBER: '123456-01-234567',
  BANKING_BANKING_CODE: '004',
  SITE_KAKAO_CHANNEL_LINK: '',
  SITE_KAKAO_TEXT: '카카오톡 상담',
  SITE_MAIN_COLOR: '#5B5BF0',
  ENABLE_PAYMENT_FEE: true,
  ENABLE_PAYMENT_TYPE: 'ALL',
  ENABLE_PHONE_NUMBER: false,
  ENABLE_SERVICE_CHECK: false,
  ENABLE_REFERRAL: false,
  ENABLE_EMAIL_VERIFY: false,
  ENABLE_SNS_NAVER: false,
  ENABLE_SNS_KAKAO: false,
  ENABLE_VISIBLE_SERVICE_ID: true,
  ENABLE_QNA: true,
  ENABLE_TOSS_PAYMENT: false,
  POINT_CHARGE_BUTTON_OPTIONS: [1000, 5000, 10000, 50000, 100000],
  SNS_NAVER_CLIENT_ID: '',
  SNS_NAVER_STATE: '',
  SNS_NAVER_REDIRECT_URL: '',
  SNS_KAKAO_TOKEN: '',
  // Landing page content as JSON text the owner edits (shapes in packages/shared schemas/landing.ts).
  LANDING_TEXTS: JSON.stringify(landingDefaults.texts),
  LANDING_COUNTERS: JSON.stringify(landingDefaults.counters),
  LANDING_BENEFITS: JSON.stringify(landingDefaults.benefits),
  LANDING_REVIEWS: JSON.stringify(landingDefaults.reviews),
  LANDING_REAL_COUNTERS: false,
  LANDING_REAL_REVIEWS: false,
};

export const DEMO_LOGIN_ID = 'demo';
export const DEMO_START_POINTS = 100_000;
