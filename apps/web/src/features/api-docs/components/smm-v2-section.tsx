import type { ApiInfo } from '@snsshop/shared/customer-api';
import { CodeBlock } from './code-block';
import { DocSection } from './doc-section';
import { curl, KEY_PLACEHOLDER, prettyJson } from './endpoint-docs';

const actions: [string, string, string][] = [
  ['services', '—', '상품 목록 (service, name, type = 상품 유형, category, rate = 1000개당 가격(원, 패키지는 패키지 가격), min, max, refill = 리필(A/S) 가능, dripfeed)'],
  ['add', 'service, link, quantity, runs·interval(선택) — 유형별 항목은 아래 \'상품 유형별 주문 항목\'', '주문하기 → {"order": 주문번호}'],
  ['status', 'order 또는 orders(쉼표로 최대 100개)', '상태 (charge, start_count, status, remains, currency; 자동 좋아요 구독은 status, posts, orders, expiry)'],
  ['balance', '—', '보유 포인트 → {"balance": "95500.00", "currency": "KRW"}'],
  ['cancel', 'orders(쉼표로 구분)', '공급사로 보내기 전의 주문만 취소되며 전액 환불됩니다.'],
  ['refill', 'order 또는 orders(쉼표로 최대 100개)', '완료된 주문의 리필(A/S) 요청 → {"refill": "리필 번호"}, 여러 건이면 주문마다 결과'],
  ['refill_status', 'refill 또는 refills(쉼표로 최대 100개)', '리필 상태 → {"status": "Pending | In progress | Completed | Rejected"}'],
];

/** For panel operators who resell this shop: the SMM panel API v2 endpoint on the same listener. */
export function SmmV2Section({ info }: { info: ApiInfo }) {
  const example = curl(['-X POST', `"${info.v2Url}"`, `-d key=${KEY_PLACEHOLDER}`, '-d action=add', '-d service=1', '-d link=https://www.instagram.com/my_account', '-d quantity=100']);
  return (
    <DocSection
      title="SMM 패널 API v2 호환"
      description="다른 SMM 패널에 이 쇼핑몰을 공급사(provider)로 등록할 수 있습니다. 패널의 API 주소에 아래 주소를, API 키에 내 API 키를 넣어주세요."
    >
      <dl className="api-facts">
        <div className="api-fact">
          <dt>주소</dt>
          <dd>
            <code className="api-fact__value">{info.v2Url}</code>
          </dd>
        </div>
        <div className="api-fact">
          <dt>요청 방식</dt>
          <dd>POST, 폼(application/x-www-form-urlencoded) 또는 JSON. 모든 요청에 key(내 API 키)와 action을 넣습니다.</dd>
        </div>
        <div className="api-fact">
          <dt>오류</dt>
          <dd>
            패널 규격대로 영어 문장으로 답합니다 (예: {'{"error": "Not enough funds on balance"}'}, HTTP 200). 잘못된 키는 401, 요청 한도 초과는 429입니다.
          </dd>
        </div>
      </dl>
      <ul className="api-params">
        {actions.map(([action, params, answer]) => (
          <li key={action} className="api-param">
            <div className="api-param__head">
              <code className="api-param__name">action={action}</code>
              <span className="api-param__type">{params}</span>
            </div>
            <p className="api-param__desc">{answer}</p>
          </li>
        ))}
      </ul>
      <div className="api-examples">
        <CodeBlock label="요청 예시" code={example} />
        <CodeBlock label="응답 예시" code={prettyJson({ order: 12345 })} />
      </div>
    </DocSection>
  );
}
