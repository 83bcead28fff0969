import { msg } from '@snsshop/shared/common';
import { MIN_AUTO_INTERVAL_MINUTES } from '@snsshop/shared/orders';

export interface ParamDoc {
  name: string;
  type: string;
  required: boolean;
  description: string;
}

export interface EndpointDoc {
  id: string;
  method: 'GET' | 'POST';
  path: string;
  title: string;
  description: string;
  params?: ParamDoc[];
  /** A curl command, given the base URL and the header name. */
  request: (baseUrl: string, header: string) => string;
  responseStatus: number;
  response: unknown;
  /** Errors of this call besides the common ones (401 key, 429 limit). */
  errors: { status: number; message: string }[];
}

export const KEY_PLACEHOLDER = '내_API_키';

export const prettyJson = (value: unknown) => JSON.stringify(value, null, 2);
/** One option per line, continued with a backslash, as shells and docs usually show curl. */
export const curl = (lines: string[]) => ['curl', ...lines].join(' \\\n  ');
const withKey = (header: string, lines: string[]) => curl([...lines, `-H "${header}: ${KEY_PLACEHOLDER}"`]);

/** docs/storefront-rules.md §2 (/api): the four calls, with request and response examples (example limits: min 10, max 30000 or 10000). */
export const endpointDocs: EndpointDoc[] = [
  {
    id: 'services',
    method: 'GET',
    path: '/services',
    title: '상품 목록',
    description: '주문할 수 있는 상품의 번호(id), 이름(text), 상품 유형(type), 최소·최대 수량(min, max)과 가격을 돌려줍니다. 최소·최대 수량은 상품마다 다르고, 유형마다 주문 항목이 다릅니다 (아래 \'상품 유형별 주문 항목\').',
    request: (baseUrl, header) => withKey(header, [`"${baseUrl}/services"`]),
    responseStatus: 200,
    response: [
      { id: 1, text: '인스타그램 외국인 팔로워 (고품질)', category: '인스타그램 팔로워', type: 'Default', min: 10, max: 30000, point: 6.5, pricePer1000: 6500, enableAuto: false },
      { id: 2, text: '유튜브 외국인 구독자 (30일 보장)', category: '유튜브 구독자', type: 'Default', min: 10, max: 10000, point: 38, pricePer1000: 38000, enableAuto: true },
    ],
    errors: [],
  },
  {
    id: 'order',
    method: 'POST',
    path: '/order',
    title: '주문하기',
    description:
      '상품 번호, 링크, 수량으로 주문합니다. 가격은 보유 포인트에서 바로 차감되고, 주문번호(wId)를 돌려줍니다. 같은 요청을 다시 보낼 때 중복 주문이 걱정되면 Idempotency-Key 헤더에 요청마다 고유한 값을 넣어주세요.',
    params: [
      { name: 'serviceId', type: '숫자', required: true, description: '상품 번호 (GET /services 의 id)' },
      { name: 'link', type: '문자열', required: true, description: '주문할 게시물·계정 링크 (자동 좋아요 구독은 빼고 fields.username에 계정)' },
      { name: 'amount', type: '숫자', required: true, description: '주문 수량 (상품의 min 이상 max 이하 정수). 수량을 받지 않는 유형(패키지, 커스텀 댓글, 구독)에는 보내지 않습니다' },
      { name: 'fields', type: '객체', required: false, description: '상품 유형별 항목 (예: {"comments": "첫 댓글\\n둘째 댓글"}). 아래 \'상품 유형별 주문 항목\'을 보세요' },
      { name: 'runs', type: '숫자', required: false, description: '자동주문 횟수 (2 이상, enableAuto 상품만)' },
      { name: 'interval', type: '숫자', required: false, description: `자동주문 간격 (분, ${MIN_AUTO_INTERVAL_MINUTES} 이상)` },
    ],
    request: (baseUrl, header) =>
      withKey(header, [
        `-X POST "${baseUrl}/order"`,
        '-H "Content-Type: application/json"',
        '-H "Idempotency-Key: my-order-0001"',
        `-d '{"serviceId": 1, "link": "https://www.instagram.com/my_account", "amount": 100}'`,
      ]),
    responseStatus: 201,
    response: { wId: 12345 },
    errors: [
      { status: 400, message: msg.order.belowMin },
      { status: 400, message: msg.order.notEnoughPoints },
      { status: 409, message: msg.order.activeSameLink },
    ],
  },
  {
    id: 'status',
    method: 'GET',
    path: '/status/:wId',
    title: '주문 상태',
    description: '주문의 상태(status), 시작 전 수량(startCount), 남은 수량(remains)을 돌려줍니다. 내 주문이 아니거나 없는 주문번호는 404입니다.',
    params: [{ name: 'wId', type: '숫자', required: true, description: 'POST /order 가 돌려준 주문번호 (주소에 넣습니다)' }],
    request: (baseUrl, header) => withKey(header, [`"${baseUrl}/status/12345"`]),
    responseStatus: 200,
    response: { wId: 12345, status: 1, statusText: '진행 중', startCount: 1520, remains: 30, point: 4500, autoOrder: null },
    errors: [{ status: 404, message: msg.customerApi.orderNotFound }],
  },
  {
    id: 'balance',
    method: 'GET',
    path: '/balance',
    title: '보유 포인트',
    description: '지금 보유한 포인트(원)를 돌려줍니다.',
    request: (baseUrl, header) => withKey(header, [`"${baseUrl}/balance"`]),
    responseStatus: 200,
    response: { balance: 95500, currency: 'KRW' },
    errors: [],
  },
];
