import { ApiDocsPage } from '../../features/api-docs/components/api-docs-page';
import { paths } from '../../config/paths';

export default function ApiRoute() {
  return (
    <div className="page page--medium">
      <header className="page-head">
        <h1 className="page-head__title">{paths.api.label}</h1>
        <p className="page-head__desc">외부 프로그램에서 API 키로 상품을 조회하고 주문하며, 진행 상태를 확인할 수 있습니다.</p>
      </header>
      <ApiDocsPage />
    </div>
  );
}
