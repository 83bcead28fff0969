import type { Order } from '@snsshop/shared/orders';
import { AuthState } from '@snsshop/shared/common';
import { lazy, Suspense, useDeferredValue, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { LoadError } from '../../../components/ui/load-error';
import { PageSpinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { readReorder } from './reorder-address';
import { useAuthState } from '../../../lib/auth-state';
import { useCategories } from '../api/get-categories';
import { usePlatforms } from '../api/get-platforms';
import { useServices } from '../api/get-services';
import { CategoryChips } from './category-chips';
import { NoticeBoard } from './notice-board';
import { OrderForm } from './order-form';
import { OrderStep } from './order-step';
import { PlatformPicker } from './platform-picker';
import { ServicePicker } from './service-picker';
import { ServiceReviews } from './service-reviews';
import { ServiceStatusBar } from './service-status-bar';
import { useCatalogSelection } from './use-catalog-selection';
import './order.css';

/** The card after an order went through: its code loads when the member first touches the form, not before the first paint. */
const loadSuccessCard = () => import('./order-success-card');
const OrderSuccessCard = lazy(() => loadSuccessCard().then((m) => ({ default: m.OrderSuccessCard })));

export function OrderBoard() {
  const platforms = usePlatforms();
  const categories = useCategories();
  const services = useServices();
  const signedIn = useAuthState() === AuthState.authorization;
  const [params] = useSearchParams();
  const [reorder] = useState(() => readReorder(params));
  const selection = useCatalogSelection(
    {
      platforms: platforms.data ?? [],
      categories: categories.data ?? [],
      services: services.data ?? [],
    },
    reorder?.serviceId,
  );
  const [placed, setPlaced] = useState<Order | null>(null);
  const queries = [platforms, categories, services];
  const failed = queries.some((q) => q.isError);
  // The catalog's screen (platforms, products, form) is one large render: as a deferred one React
  // yields to the phone between its parts instead of blocking input (issue 17, total blocking time).
  const pending = useDeferredValue(queries.some((q) => q.isPending));

  return (
    <div className="order-page">
      <h1 className="sr-only">주문하기</h1>
      <ServiceStatusBar />
      <NoticeBoard />
      {signedIn && (
        <p className="order-page__mass">
          여러 링크를 한 번에 주문하려면
          <Link to={paths.massOrder.path} className="btn btn--soft btn--sm">
            대량 주문
          </Link>
        </p>
      )}
      {placed && (
        <Suspense fallback={null}>
          <OrderSuccessCard order={placed} serviceName={services.data?.find((s) => s.id === placed.serviceId)?.text} onClose={() => setPlaced(null)} />
        </Suspense>
      )}
      {failed ? (
        <LoadError message="상품 정보를 불러오지 못했습니다." onRetry={() => queries.forEach((q) => q.isError && void q.refetch())} />
      ) : pending ? (
        <PageSpinner />
      ) : (
        <div className="order-grid">
          <OrderStep step={1} title="플랫폼 선택" className="order-grid__platforms">
            <PlatformPicker platforms={selection.platforms} selectedId={selection.platform?.id} onSelect={selection.selectPlatform} />
          </OrderStep>
          <div className="order-grid__main" onFocus={() => void loadSuccessCard().catch(() => undefined)}>
            <OrderStep step={2} title="카테고리 선택" aside={selection.platform && <span className="order-step__aside">{selection.platform.text}</span>}>
              <CategoryChips categories={selection.categories} selectedId={selection.category?.id} onSelect={selection.selectCategory} />
            </OrderStep>
            <OrderStep step={3} title="상품 선택">
              <ServicePicker services={selection.services} selected={selection.service} onSelect={selection.selectService} />
            </OrderStep>
            <OrderForm service={selection.service} onOrdered={setPlaced} prefill={reorder && reorder.serviceId === selection.service?.id ? reorder : undefined} />
            {selection.service && <ServiceReviews serviceId={selection.service.id} />}
          </div>
        </div>
      )}
    </div>
  );
}
