import { paths } from '../../config/paths';
import { ServiceUpdatesList } from '../../features/content/components/service-updates-list';

export default function ServiceUpdatesRoute() {
  return (
    <div className="page page--medium">
      <header className="page-head">
        <h1 className="page-head__title">{paths.serviceUpdates.label}</h1>
        <p className="page-head__desc">상품 가격 인상·인하, 주문 중지·재개, 새로 나온 상품을 최신순으로 알려드립니다.</p>
      </header>
      <ServiceUpdatesList />
    </div>
  );
}
