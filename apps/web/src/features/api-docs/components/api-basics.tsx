import { msg } from '@snsshop/shared/common';
import type { ApiInfo } from '@snsshop/shared/customer-api';
import { CodeBlock } from './code-block';
import { DocSection } from './doc-section';
import { KEY_PLACEHOLDER, prettyJson } from './endpoint-docs';

/** Base URL, header, answer format and the limits: what every call has in common. */
export function ApiBasics({ info }: { info: ApiInfo }) {
  const { perKey, perIp, windowSeconds } = info.rateLimit;
  const minutes = windowSeconds / 60;
  return (
    <DocSection title="기본 정보" description="주문 화면과 별도의 주소(호스트·포트)에서 동작합니다. 모든 요청과 응답은 JSON(UTF-8)입니다.">
      <dl className="api-facts">
        <div className="api-fact">
          <dt>기본 주소</dt>
          <dd>
            <code className="api-fact__value" data-testid="api-base-url">
              {info.baseUrl}
            </code>
          </dd>
        </div>
        <div className="api-fact">
          <dt>인증 헤더</dt>
          <dd>
            <code className="api-fact__value">
              {info.header}: {KEY_PLACEHOLDER}
            </code>
          </dd>
        </div>
        <div className="api-fact">
          <dt>요청 한도</dt>
          <dd>
            API 키 하나당 {minutes}분에 {perKey.toLocaleString('ko-KR')}회까지 요청할 수 있습니다. 남은 횟수는 응답 헤더 X-RateLimit-Limit,
            X-RateLimit-Remaining, X-RateLimit-Reset(초)으로 알려드리며, 넘으면 429로 응답합니다. 키가 없거나 맞지 않는 요청은 IP 하나당 {minutes}분에{' '}
            {perIp.toLocaleString('ko-KR')}회까지이며, 이를 넘긴 IP의 요청은 키가 맞아도 잠시 받지 않습니다.
          </dd>
        </div>
        <div className="api-fact">
          <dt>OpenAPI 문서</dt>
          <dd>
            <a className="api-link" href={`${info.baseUrl}/openapi.json`} target="_blank" rel="noreferrer">
              {info.baseUrl}/openapi.json
            </a>
          </dd>
        </div>
      </dl>
      <CodeBlock label="오류 응답 형식 (예: 400)" code={prettyJson({ statusCode: 400, message: msg.order.belowMin })} />
      <div className="api-block">
        <h3 className="api-block__title">모든 요청에 공통인 오류</h3>
        <ul className="api-errors">
          <li>
            <span className="api-errors__status">401</span> {msg.customerApi.invalidKey}
          </li>
          <li>
            <span className="api-errors__status">429</span> {msg.customerApi.tooManyRequests(perKey)}
          </li>
        </ul>
      </div>
    </DocSection>
  );
}
