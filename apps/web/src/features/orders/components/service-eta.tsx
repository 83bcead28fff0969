import { completionRateText, serviceEtaText } from '@snsshop/shared/orders';
import { useServiceStats } from '../api/get-service-stats';
import './service-eta.css';

/**
 * "평균 시작 12분 · 1,000개당 평균 3시간 20분" from the shop's own orders of this service, or
 * "데이터 수집 중" while there are too few. Nothing while loading or when the figures cannot be read.
 */
export function ServiceEta({ serviceId }: { serviceId: number }) {
  const stats = useServiceStats(serviceId);
  if (stats.isPending || stats.isError) return null;
  const rate = completionRateText(stats.data);
  return (
    <p className="service-eta">
      <span className="service-eta__label">예상 시간</span>
      <span className="service-eta__text">{serviceEtaText(stats.data)}</span>
      {rate && <span className="service-eta__rate">{rate}</span>}
    </p>
  );
}
