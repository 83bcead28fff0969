import { LoadError } from '../../../components/ui/load-error';
import { PageSpinner } from '../../../components/ui/spinner';
import { useApiInfo } from '../api/get-api-info';
import { ApiBasics } from './api-basics';
import { ApiKeyHint } from './api-key-hint';
import { endpointDocs } from './endpoint-docs';
import { EndpointCard } from './endpoint-card';
import { ServiceTypesSection } from './service-types-section';
import { SmmV2Section } from './smm-v2-section';
import './api-docs.css';

/** /api: how to order from another program — the real base URL, the header, each call with examples. */
export function ApiDocsPage() {
  const { data: info, isPending, isError, refetch } = useApiInfo();

  if (isPending) return <PageSpinner />;
  if (isError)
    return <LoadError message="API 안내를 불러오지 못했습니다." onRetry={() => void refetch()} />;

  return (
    <div className="api-docs">
      <ApiBasics info={info} />
      <ApiKeyHint />
      <nav className="api-toc" aria-label="API 목록">
        {endpointDocs.map((doc) => (
          <a key={doc.id} href={`#api-${doc.id}`} className="api-toc__item" aria-label={`${doc.method} ${doc.path} ${doc.title}`}>
            <span className={`api-method api-method--${doc.method.toLowerCase()}`}>{doc.method}</span>
            <code>{doc.path}</code>
            <span className="api-toc__title">{doc.title}</span>
          </a>
        ))}
      </nav>
      {endpointDocs.map((doc) => (
        <EndpointCard key={doc.id} doc={doc} baseUrl={info.baseUrl} header={info.header} />
      ))}
      <SmmV2Section info={info} />
      <ServiceTypesSection v2Url={info.v2Url} />
    </div>
  );
}
