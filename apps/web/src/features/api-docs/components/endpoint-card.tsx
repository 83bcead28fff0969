import { orderStatusLabel } from '@snsshop/shared/common';
import { CodeBlock } from './code-block';
import { DocSection } from './doc-section';
import { prettyJson, type EndpointDoc } from './endpoint-docs';

function StatusCodes() {
  return (
    <div className="api-block">
      <h3 className="api-block__title">status 값</h3>
      <ul className="api-status-codes">
        {Object.entries(orderStatusLabel).map(([code, label]) => (
          <li key={code}>
            <code>{code}</code> {label}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** One call of the documented API: what it does, its fields, a request and its answer. */
export function EndpointCard({ doc, baseUrl, header }: { doc: EndpointDoc; baseUrl: string; header: string }) {
  return (
    <DocSection
      id={`api-${doc.id}`}
      label={`${doc.method} ${doc.path}`}
      title={
        <>
          <span className={`api-method api-method--${doc.method.toLowerCase()}`}>{doc.method}</span>
          <code className="api-path">{doc.path}</code>
          <span className="api-section__subtitle">{doc.title}</span>
        </>
      }
      description={doc.description}
    >
      {doc.params && (
        <div className="api-block">
          <h3 className="api-block__title">{doc.method === 'POST' ? '요청 본문 (JSON)' : '주소 값'}</h3>
          <ul className="api-params">
            {doc.params.map((p) => (
              <li key={p.name} className="api-param">
                <div className="api-param__head">
                  <code className="api-param__name">{p.name}</code>
                  <span className="api-param__type">{p.type}</span>
                  <span className={`badge ${p.required ? 'badge--main' : 'api-badge--optional'}`}>{p.required ? '필수' : '선택'}</span>
                </div>
                <p className="api-param__desc">{p.description}</p>
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className="api-examples">
        <CodeBlock label="요청 예시" code={doc.request(baseUrl, header)} />
        <CodeBlock label={`응답 예시 (${doc.responseStatus})`} code={prettyJson(doc.response)} />
      </div>
      {doc.id === 'status' && <StatusCodes />}
      {doc.errors.length > 0 && (
        <div className="api-block">
          <h3 className="api-block__title">오류 응답 예시</h3>
          <ul className="api-errors">
            {doc.errors.map((e) => (
              <li key={e.message}>
                <span className="api-errors__status">{e.status}</span> {e.message}
              </li>
            ))}
          </ul>
        </div>
      )}
    </DocSection>
  );
}
