/**
 * How to copy the link each seeded platform's products need (the /guide screen). Plain data so the
 * steps can be reviewed and edited in one place; the drawings take their words from here.
 */
export interface LinkKind {
  /** e.g. 프로필 링크 */
  label: string;
  /** The shape of the address, with the parts that change in Korean. */
  example: string;
  /** The products that take this link. */
  usedFor: string;
}

export interface DesktopWay {
  steps: readonly string[];
  /** The address the browser drawing shows. */
  url: string;
  /** What the drawn page looks like. */
  page: 'profile' | 'post' | 'video' | 'channel' | 'music' | 'site';
}

export interface MobileWay {
  steps: readonly string[];
  /** The share button the drawing points at. */
  button: 'share' | 'send' | 'dots' | 'hold';
  /** The share sheet's entries, top to bottom; `pick` is the one to tap. */
  sheet: readonly string[];
  pick: number;
}

export interface PlatformGuide {
  slug: string;
  name: string;
  color: string;
  links: readonly LinkKind[];
  desktop: DesktopWay;
  mobile: MobileWay;
  tips: readonly string[];
}

const publicTip = '계정이나 게시물이 비공개이면 작업이 진행되지 않습니다. 주문이 끝날 때까지 전체 공개로 유지해주세요.';

export const platformGuides: readonly PlatformGuide[] = [
  {
    slug: 'instagram',
    name: '인스타그램',
    color: '#E1306C',
    links: [
      { label: '프로필 링크', example: 'https://www.instagram.com/아이디', usedFor: '팔로워' },
      { label: '게시물 링크', example: 'https://www.instagram.com/p/게시물코드', usedFor: '좋아요, 댓글, 저장' },
      { label: '릴스 링크', example: 'https://www.instagram.com/reel/릴스코드', usedFor: '릴스 조회수, 좋아요' },
    ],
    desktop: {
      steps: [
        'PC 브라우저에서 instagram.com에 로그인합니다.',
        '팔로워 상품은 프로필 화면을, 좋아요·조회수 상품은 게시물을 눌러 게시물 화면을 엽니다.',
        '주소창을 눌러 주소 전체를 선택하고 복사(Ctrl+C)합니다.',
        '주문 화면의 링크 칸에 붙여넣습니다(Ctrl+V).',
      ],
      url: 'instagram.com/p/C8xY2kLt',
      page: 'post',
    },
    mobile: {
      steps: [
        '인스타그램 앱에서 게시물 아래의 공유(종이비행기) 아이콘을 누릅니다.',
        '아래에서 올라오는 메뉴에서 ‘링크 복사’를 누릅니다.',
        '프로필 링크는 내 프로필 화면의 ‘프로필 공유’ → ‘링크 복사’로 복사합니다.',
        '주문 화면의 링크 칸을 길게 눌러 ‘붙여넣기’를 누릅니다.',
      ],
      button: 'send',
      sheet: ['링크 복사', '스토리에 추가', '공유하기'],
      pick: 0,
    },
    tips: [publicTip, '아이디를 바꾸면 프로필 링크도 바뀝니다. 주문 중에는 아이디를 바꾸지 마세요.'],
  },
  {
    slug: 'youtube',
    name: '유튜브',
    color: '#FF0000',
    links: [
      { label: '채널 링크', example: 'https://www.youtube.com/@핸들', usedFor: '구독자' },
      { label: '영상 링크', example: 'https://www.youtube.com/watch?v=영상코드', usedFor: '조회수, 좋아요, 라이브 시청자' },
      { label: '쇼츠 링크', example: 'https://www.youtube.com/shorts/영상코드', usedFor: '쇼츠 조회수' },
    ],
    desktop: {
      steps: [
        '구독자 상품은 채널 이름을 눌러 채널 홈을, 조회수 상품은 영상 재생 화면을 엽니다.',
        '주소창의 주소를 복사하거나, 영상 아래 ‘공유’ → ‘복사’를 누릅니다.',
        '재생목록 주소(list=가 들어간 주소)가 아닌 영상 하나의 주소인지 확인합니다.',
        '주문 화면의 링크 칸에 붙여넣습니다.',
      ],
      url: 'youtube.com/watch?v=dQ7aB1xYz',
      page: 'video',
    },
    mobile: {
      steps: [
        '유튜브 앱에서 영상 아래의 ‘공유’ 버튼을 누릅니다.',
        '공유 메뉴에서 ‘링크 복사’를 누릅니다.',
        '채널 링크는 채널 홈 → 채널 설명(더보기) → ‘채널 공유’ → ‘링크 복사’로 복사합니다.',
        '주문 화면의 링크 칸에 붙여넣습니다.',
      ],
      button: 'share',
      sheet: ['링크 복사', '카카오톡', '더보기'],
      pick: 0,
    },
    tips: ['라이브 상품은 방송이 시작된 뒤 라이브 영상의 주소로 주문해주세요.', '영상이 ‘일부 공개’나 ‘비공개’이면 작업이 진행되지 않습니다.'],
  },
  {
    slug: 'tiktok',
    name: '틱톡',
    color: '#111111',
    links: [
      { label: '프로필 링크', example: 'https://www.tiktok.com/@아이디', usedFor: '팔로워' },
      { label: '영상 링크', example: 'https://www.tiktok.com/@아이디/video/숫자', usedFor: '좋아요, 조회수' },
    ],
    desktop: {
      steps: [
        'PC 브라우저에서 tiktok.com에 접속해 프로필 또는 영상을 엽니다.',
        '주소창의 주소를 복사하거나, 영상 화면의 ‘링크 복사’ 버튼을 누릅니다.',
        '주문 화면의 링크 칸에 붙여넣습니다.',
      ],
      url: 'tiktok.com/@mybrand/video/7351…',
      page: 'video',
    },
    mobile: {
      steps: [
        '틱톡 앱에서 영상 오른쪽의 공유(화살표) 아이콘을 누릅니다.',
        '공유 메뉴에서 ‘링크 복사’를 누릅니다.',
        '프로필 링크는 프로필 화면 오른쪽 위의 공유 아이콘 → ‘링크 복사’로 복사합니다.',
        '주문 화면의 링크 칸에 붙여넣습니다.',
      ],
      button: 'share',
      sheet: ['링크 복사', '메시지 보내기', '동영상 저장'],
      pick: 0,
    },
    tips: [publicTip, '짧은 주소(vt.tiktok.com)가 복사되었다면 브라우저에서 한 번 열어 전체 주소를 복사하면 더 정확합니다.'],
  },
  {
    slug: 'facebook',
    name: '페이스북',
    color: '#1877F2',
    links: [
      { label: '페이지 링크', example: 'https://www.facebook.com/페이지이름', usedFor: '페이지 좋아요' },
      { label: '게시물 링크', example: 'https://www.facebook.com/페이지이름/posts/게시물코드', usedFor: '게시물 좋아요' },
    ],
    desktop: {
      steps: [
        '페이지 좋아요 상품은 페이지 화면을 엽니다.',
        '게시물 상품은 게시물 위의 작성 시간(예: 3시간)을 눌러 게시물만 따로 엽니다.',
        '주소창의 주소를 복사해 주문 화면의 링크 칸에 붙여넣습니다.',
      ],
      url: 'facebook.com/mybrand/posts/pfbid0…',
      page: 'post',
    },
    mobile: {
      steps: ['페이스북 앱에서 게시물 아래의 ‘공유’ 버튼을 누릅니다.', '공유 메뉴에서 ‘링크 복사’를 누릅니다.', '주문 화면의 링크 칸에 붙여넣습니다.'],
      button: 'share',
      sheet: ['지금 공유하기', '링크 복사', '메신저로 보내기'],
      pick: 1,
    },
    tips: ['게시물의 공개 범위가 ‘전체 공개’인지 확인해주세요.'],
  },
  {
    slug: 'x',
    name: 'X (트위터)',
    color: '#0F1419',
    links: [
      { label: '프로필 링크', example: 'https://x.com/아이디', usedFor: '팔로워' },
      { label: '게시물 링크', example: 'https://x.com/아이디/status/숫자', usedFor: '리포스트' },
    ],
    desktop: {
      steps: ['x.com에서 프로필 화면을 열거나, 게시물 본문을 눌러 게시물 화면을 엽니다.', '주소창의 주소를 복사합니다.', '주문 화면의 링크 칸에 붙여넣습니다.'],
      url: 'x.com/mybrand/status/18012…',
      page: 'post',
    },
    mobile: {
      steps: ['X 앱에서 게시물 아래의 공유 아이콘을 누릅니다.', '‘링크 복사’를 누릅니다.', '주문 화면의 링크 칸에 붙여넣습니다.'],
      button: 'share',
      sheet: ['링크 복사', '공유하기', '북마크'],
      pick: 0,
    },
    tips: ['‘게시물 보호’를 켠 계정은 작업이 진행되지 않습니다.'],
  },
  {
    slug: 'naver-blog',
    name: '네이버 블로그',
    color: '#03C75A',
    links: [
      { label: '블로그 링크', example: 'https://blog.naver.com/아이디', usedFor: '이웃 추가' },
      { label: '게시글 링크', example: 'https://blog.naver.com/아이디/글번호', usedFor: '공감, 방문자' },
    ],
    desktop: {
      steps: [
        '블로그에서 원하는 글의 제목을 눌러 글 하나만 엽니다.',
        '글 오른쪽 위의 ‘URL 복사’ 버튼을 누릅니다. 주소창에는 글 번호가 보이지 않을 수 있어 이 버튼이 더 정확합니다.',
        '주문 화면의 링크 칸에 붙여넣습니다.',
      ],
      url: 'blog.naver.com/mybrand/2234…',
      page: 'post',
    },
    mobile: {
      steps: ['네이버 블로그 앱이나 모바일 웹에서 글을 엽니다.', '글 아래의 공유 아이콘을 누르고 ‘URL 복사’를 누릅니다.', '주문 화면의 링크 칸에 붙여넣습니다.'],
      button: 'share',
      sheet: ['URL 복사', '카카오톡', '밴드'],
      pick: 0,
    },
    tips: ['m.blog.naver.com으로 시작하는 모바일 주소도 그대로 사용할 수 있습니다.', '글이 ‘전체 공개’인지 확인해주세요.'],
  },
  {
    slug: 'naver-cafe',
    name: '네이버 카페',
    color: '#00A84F',
    links: [{ label: '카페 링크', example: 'https://cafe.naver.com/카페주소', usedFor: '회원 가입' }],
    desktop: {
      steps: ['카페 대문(첫 화면)을 엽니다.', '주소창에서 cafe.naver.com/카페주소 형태의 주소를 복사합니다.', '주문 화면의 링크 칸에 붙여넣습니다.'],
      url: 'cafe.naver.com/mycafe',
      page: 'site',
    },
    mobile: {
      steps: ['네이버 카페 앱에서 카페 홈을 엽니다.', '오른쪽 위 메뉴의 공유 버튼을 누르고 ‘URL 복사’를 누릅니다.', '주문 화면의 링크 칸에 붙여넣습니다.'],
      button: 'dots',
      sheet: ['URL 복사', '카페 공유하기', '카페 정보'],
      pick: 0,
    },
    tips: ['가입 질문이나 가입 승인이 필요한 카페는 작업이 늦어지거나 진행되지 않을 수 있습니다.'],
  },
  {
    slug: 'threads',
    name: '스레드',
    color: '#333333',
    links: [
      { label: '프로필 링크', example: 'https://www.threads.com/@아이디', usedFor: '팔로워' },
      { label: '게시물 링크', example: 'https://www.threads.com/@아이디/post/게시물코드', usedFor: '좋아요' },
    ],
    desktop: {
      steps: ['threads.com에서 프로필이나 게시물을 엽니다.', '주소창의 주소를 복사합니다.', '주문 화면의 링크 칸에 붙여넣습니다.'],
      url: 'threads.com/@mybrand/post/C9k…',
      page: 'post',
    },
    mobile: {
      steps: [
        '스레드 앱에서 게시물 아래의 공유(종이비행기) 아이콘을 누릅니다.',
        '‘링크 복사’를 누릅니다.',
        '프로필 링크는 프로필 화면의 ‘프로필 공유’ → ‘링크 복사’로 복사합니다.',
        '주문 화면의 링크 칸에 붙여넣습니다.',
      ],
      button: 'send',
      sheet: ['링크 복사', '스토리에 공유', '다른 앱으로 공유'],
      pick: 0,
    },
    tips: [publicTip],
  },
  {
    slug: 'telegram',
    name: '텔레그램',
    color: '#229ED9',
    links: [{ label: '공개 채널 링크', example: 'https://t.me/채널주소', usedFor: '채널 구독자' }],
    desktop: {
      steps: ['텔레그램 PC 앱에서 채널 이름을 눌러 채널 정보를 엽니다.', '‘링크’에 보이는 t.me/… 주소를 오른쪽 클릭해 복사합니다.', '주문 화면의 링크 칸에 붙여넣습니다.'],
      url: 't.me/mychannel',
      page: 'channel',
    },
    mobile: {
      steps: ['텔레그램 앱에서 채널 위쪽의 채널 이름을 누릅니다.', '채널 정보의 t.me/… 링크를 길게 눌러 ‘복사’를 누릅니다.', '주문 화면의 링크 칸에 붙여넣습니다.'],
      button: 'hold',
      sheet: ['복사', '공유', 'QR 코드'],
      pick: 0,
    },
    tips: ['공개 채널만 주문할 수 있습니다. 비공개 채널의 초대 링크(t.me/+…)는 작업이 진행되지 않습니다.'],
  },
  {
    slug: 'twitch',
    name: '트위치',
    color: '#9146FF',
    links: [{ label: '채널 링크', example: 'https://www.twitch.tv/아이디', usedFor: '팔로워' }],
    desktop: {
      steps: ['twitch.tv에서 채널 화면을 엽니다.', '주소창의 주소를 복사합니다.', '주문 화면의 링크 칸에 붙여넣습니다.'],
      url: 'twitch.tv/mychannel',
      page: 'video',
    },
    mobile: {
      steps: ['트위치 앱에서 채널 화면의 공유 아이콘을 누릅니다.', '‘링크 복사’를 누릅니다.', '주문 화면의 링크 칸에 붙여넣습니다.'],
      button: 'share',
      sheet: ['링크 복사', '공유하기', '신고하기'],
      pick: 0,
    },
    tips: ['채널 주소는 twitch.tv/ 뒤에 아이디만 오는 형태입니다.'],
  },
  {
    slug: 'kakao',
    name: '카카오',
    color: '#FEE500',
    links: [{ label: '카카오톡 채널 링크', example: 'https://pf.kakao.com/_채널코드', usedFor: '채널 친구 추가' }],
    desktop: {
      steps: ['카카오톡 채널 관리자센터에 로그인합니다.', '채널 홈 주소(pf.kakao.com/_…)를 복사합니다.', '주문 화면의 링크 칸에 붙여넣습니다.'],
      url: 'pf.kakao.com/_xaBcDe',
      page: 'channel',
    },
    mobile: {
      steps: ['카카오톡에서 채널 홈을 엽니다.', '오른쪽 위의 공유 아이콘을 누르고 ‘링크 복사’를 누릅니다.', '주문 화면의 링크 칸에 붙여넣습니다.'],
      button: 'share',
      sheet: ['링크 복사', '채팅방에 공유', 'QR 코드'],
      pick: 0,
    },
    tips: ['채널이 ‘공개’ 상태이고 검색 허용이 켜져 있는지 확인해주세요.'],
  },
  {
    slug: 'spotify',
    name: '스포티파이',
    color: '#1DB954',
    links: [{ label: '트랙 링크', example: 'https://open.spotify.com/track/트랙코드', usedFor: '재생수' }],
    desktop: {
      steps: ['스포티파이에서 곡 오른쪽의 더보기(⋯)를 누릅니다.', '‘공유’ → ‘곡 링크 복사’를 누릅니다.', '주문 화면의 링크 칸에 붙여넣습니다.'],
      url: 'open.spotify.com/track/4uLU6…',
      page: 'music',
    },
    mobile: {
      steps: ['스포티파이 앱에서 곡의 더보기(⋯)를 누릅니다.', '‘공유’를 누르고 ‘링크 복사’를 누릅니다.', '주문 화면의 링크 칸에 붙여넣습니다.'],
      button: 'dots',
      sheet: ['공유', '링크 복사', '재생목록에 추가'],
      pick: 1,
    },
    tips: ['앨범이나 재생목록이 아닌 곡(track) 주소를 넣어주세요.'],
  },
  {
    slug: 'discord',
    name: '디스코드',
    color: '#5865F2',
    links: [{ label: '서버 초대 링크', example: 'https://discord.gg/초대코드', usedFor: '서버 멤버' }],
    desktop: {
      steps: [
        '서버 이름을 누르고 ‘초대하기’를 누릅니다.',
        '‘초대 링크 편집’에서 만료 기간을 ‘기간 제한 없음’, 최대 사용 횟수를 ‘제한 없음’으로 바꿉니다.',
        '‘복사’를 눌러 주문 화면의 링크 칸에 붙여넣습니다.',
      ],
      url: 'discord.gg/aBcD1234',
      page: 'channel',
    },
    mobile: {
      steps: ['디스코드 앱에서 서버 이름을 누르고 ‘초대’를 누릅니다.', '링크 설정에서 만료 기간을 ‘없음’으로 바꿉니다.', '‘링크 복사’를 눌러 주문 화면에 붙여넣습니다.'],
      button: 'dots',
      sheet: ['초대', '링크 복사', '서버 설정'],
      pick: 1,
    },
    tips: ['만료되는 초대 링크는 작업 도중 끊길 수 있습니다. 꼭 만료 없음으로 만들어주세요.'],
  },
  {
    slug: 'soundcloud',
    name: '사운드클라우드',
    color: '#FF5500',
    links: [{ label: '트랙 링크', example: 'https://soundcloud.com/아이디/곡이름', usedFor: '재생수' }],
    desktop: {
      steps: ['soundcloud.com에서 곡 제목을 눌러 곡 화면을 엽니다.', '주소창의 주소를 복사하거나 ‘공유’ → 링크 복사를 누릅니다.', '주문 화면의 링크 칸에 붙여넣습니다.'],
      url: 'soundcloud.com/myname/new-song',
      page: 'music',
    },
    mobile: {
      steps: ['사운드클라우드 앱에서 곡의 더보기(⋯)를 누릅니다.', '‘공유’ → ‘링크 복사’를 누릅니다.', '주문 화면의 링크 칸에 붙여넣습니다.'],
      button: 'dots',
      sheet: ['좋아요', '링크 복사', '재생목록에 추가'],
      pick: 1,
    },
    tips: ['비공개 트랙(주소 끝에 s-로 시작하는 코드가 붙은 주소)은 작업이 진행되지 않습니다.'],
  },
  {
    slug: 'website',
    name: '웹사이트 트래픽',
    color: '#4B5563',
    links: [{ label: '페이지 주소', example: 'https://내사이트.com/페이지', usedFor: '웹사이트 방문자' }],
    desktop: {
      steps: ['방문자를 받을 페이지를 브라우저로 엽니다.', '주소창을 눌러 https://로 시작하는 전체 주소를 복사합니다.', '주문 화면의 링크 칸에 붙여넣습니다.'],
      url: 'https://mybrand.co.kr/event',
      page: 'site',
    },
    mobile: {
      steps: ['휴대폰 브라우저에서 페이지를 엽니다.', '주소창을 길게 누르거나 공유 버튼을 눌러 ‘복사’를 누릅니다.', '주문 화면의 링크 칸에 붙여넣습니다.'],
      button: 'share',
      sheet: ['복사', '카카오톡', '북마크 추가'],
      pick: 0,
    },
    tips: ['https://를 포함한 전체 주소를 넣어주세요. 로그인해야 볼 수 있는 페이지는 방문이 집계되지 않을 수 있습니다.'],
  },
];
