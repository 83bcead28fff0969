// No zod here: the landing page reads its defaults without loading the schema library.
import type { LandingBenefit, LandingCounters, LandingReview, LandingTexts } from './landing.js';

/** The demo shop's landing content (docs/storefront-rules.md §1 and §9). */
export const landingDefaults: {
  texts: LandingTexts;
  counters: LandingCounters;
  benefits: LandingBenefit[];
  reviews: LandingReview[];
} = {
  texts: {
    heroTitle: '합리적인 가격으로 SNS를 키우세요',
    heroSubtitle: '누구나 인플루언서가 될 수 있습니다',
    heroText: '팔로워, 조회수, 좋아요까지 링크 하나로 주문하세요. 24시간 자동으로 작업이 시작됩니다.',
    browseLabel: '둘러보기',
    claimNumber: 50000,
    claimText: '기업과 개인이 이미 함께하고 있습니다',
    benefitsTitle: '믿고 맡길 수 있는 세 가지 이유',
    reviewsTitle: '먼저 이용한 분들의 이야기',
    closingTitle: '지금 바로 시작해보세요',
    closingText: '가입하고 포인트를 충전하면 1분 안에 첫 주문을 넣을 수 있어요.',
  },
  counters: {
    inProgress: { min: 4171, max: 8070 },
    completedToday: { min: 7749, max: 11726 },
    members: 21478,
  },
  benefits: [
    {
      icon: 'clock',
      title: '24시간 자동 시스템',
      text: '주문이 접수되면 밤낮없이 자동으로 작업이 시작됩니다. 진행 상황은 주문내역에서 바로 확인할 수 있어요.',
    },
    {
      icon: 'shield',
      title: '안전한 계정 관리',
      text: '비밀번호 없이 공개된 링크만으로 진행합니다. 계정 정보를 요구하지 않으니 안심하고 맡기세요.',
    },
    {
      icon: 'price',
      title: '합리적인 가격',
      text: '필요한 만큼만 충전해서 1개 단위로 주문하세요. 진행되지 못한 수량은 포인트로 자동 환불됩니다.',
    },
  ],
  reviews: [
    { name: '박*영', role: '동네 카페 사장님', rating: 5, text: '가게 인스타그램을 키우고 싶어서 시작했는데, 팔로워가 늘어나니 게시물을 보고 찾아오는 손님도 눈에 띄게 늘었어요.' },
    { name: '이*아', role: '뷰티 유튜버', rating: 5, text: '채널 초반에 조회수가 나오지 않아 고민이었는데, 자동주문을 걸어두고 나서 추천 영상에 뜨기 시작했습니다.' },
    { name: '김*훈', role: '온라인 쇼핑몰 대표', rating: 4, text: '신상품 게시물마다 좋아요를 조금씩 넣고 있어요. 가격이 부담스럽지 않아서 매주 꾸준히 이용합니다.' },
    { name: '정*민', role: '1인 마케팅 대행사', rating: 5, text: '고객사 계정 여러 개를 관리하는데, API로 주문을 연동하고 나서 반복 업무 시간이 절반으로 줄었어요.' },
    { name: '최*은', role: '필라테스 강사', rating: 5, text: '비밀번호를 알려주지 않아도 돼서 안심했어요. 입금하고 몇 분 만에 포인트가 들어와 바로 주문했습니다.' },
    { name: '한*우', role: '틱톡 크리에이터', rating: 5, text: '새 영상을 올릴 때마다 초반 조회수를 받쳐주니 노출이 확실히 좋아졌어요. 진행 상황을 바로 볼 수 있는 것도 편해요.' },
    { name: '윤*서', role: '스타트업 마케터', rating: 4, text: '새벽에 주문해도 바로 시작되는 점이 가장 마음에 들어요. 문의에도 빠르게 답해주셔서 믿고 맡기고 있습니다.' },
  ],
};
