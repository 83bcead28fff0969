import type { Order } from '@snsshop/shared/orders';
import { Link } from 'react-router';
import { useSettings } from '../../../lib/get-settings';
import { useServices } from '../api/get-services';
import { reorderPath } from './reorder-address';

/** 다시 주문, only while the product can still be ordered: listed, not read-only, orders open; not for a subscription (its settings are typed afresh). */
export function ReorderLink({ order, className = 'btn btn--soft btn--sm' }: { order: Order; className?: string }) {
  const services = useServices();
  const closed = useSettings().flag('ENABLE_SERVICE_CHECK');
  const service = services.data?.find((s) => s.id === order.serviceId);
  if (closed || !service || service.isReadOnly || order.subscription) return null;
  return (
    <Link to={reorderPath(order)} className={className} aria-label={`${order.id}번 주문 다시 주문`}>
      다시 주문
    </Link>
  );
}
