import { documentedServiceTypes, quantityRuleText, typeParams } from '@snsshop/shared/catalog';
import { CodeBlock } from './code-block';
import { DocSection } from './doc-section';
import { curl, KEY_PLACEHOLDER } from './endpoint-docs';

/**
 * Which fields each service type takes, generated from the shared serviceTypeRules (the server
 * checks the same ones), so the page stays true when a type changes or is added.
 */
export function ServiceTypesSection({ v2Url }: { v2Url: string }) {
  const comments = curl(['-X POST', `"${v2Url}"`, `-d key=${KEY_PLACEHOLDER}`, '-d action=add', '-d service=7', '-d link=https://www.instagram.com/p/abc', '--data-urlencode $\'comments=좋은 정보 감사합니다!\\n사진 너무 예뻐요\'']);
  const subscription = curl(['-X POST', `"${v2Url}"`, `-d key=${KEY_PLACEHOLDER}`, '-d action=add', '-d service=9', '-d username=my_account', '-d min=50', '-d max=100', '-d posts=10', '-d delay=30', '-d expiry=31/12/2026']);
  return (
    <DocSection
      id="api-service-types"
      title="상품 유형별 주문 항목"
      description="상품 목록의 type이 상품 유형입니다. 유형마다 주문할 때 보내는 항목이 다릅니다. API v2 add에는 아래 이름 그대로 보내고, POST /order에는 serviceId·link·amount(수량) 외의 항목을 fields 객체에 같은 이름으로 넣어주세요. 받지 않는 항목이나 수량을 보내면 주문되지 않고 오류로 답합니다."
    >
      <div className="api-types">
        {documentedServiceTypes.map((rule) => (
          <details key={rule.type} className="api-type">
            <summary className="api-type__head">
              <code className="api-param__name">{rule.type}</code>
              <span className="api-param__type">{rule.label}</span>
            </summary>
            <p className="api-param__desc">{quantityRuleText[rule.quantity]}</p>
            <ul className="api-params" aria-label={`${rule.type} 주문 항목`}>
              {typeParams(rule).map((p) => (
                <li key={p.name} className="api-param">
                  <div className="api-param__head">
                    <code className="api-param__name">{p.name}</code>
                    <span className="api-param__type">{p.label}</span>
                    <span className={`badge ${p.required ? 'badge--main' : 'api-badge--optional'}`}>{p.required ? '필수' : '선택'}</span>
                  </div>
                  <p className="api-param__desc">{p.format}</p>
                </li>
              ))}
            </ul>
          </details>
        ))}
      </div>
      <p className="api-param__desc">
        자동 좋아요 구독(Subscriptions)의 action=status는 {'{"status": "Active | Paused | Completed | Expired | Canceled", "posts": 쓴 게시물 수, "orders": [하위 주문번호], "expiry": "31/12/2026", "remains": 남은 수량, "charge", "currency"}'} 로 답합니다.
        posts를 비우고 주문하면 운영자가 정한 최대 게시물 수로 주문되어 그만큼 먼저 결제되고, 쓰지 않은 게시물 몫은 구독이 끝날 때 돌려드립니다.
      </p>
      <div className="api-examples">
        <CodeBlock label="커스텀 댓글 주문 예시" code={comments} />
        <CodeBlock label="자동 좋아요 구독 주문 예시" code={subscription} />
      </div>
    </DocSection>
  );
}
