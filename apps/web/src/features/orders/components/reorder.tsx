import type { Order } from '@snsshop/shared/orders';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useSettings } from '../../../lib/get-settings';
import { useServices } from '../api/get-services';

/** 다시 주문 opens /order with the order's product, link and quantity filled in (read by readReorder). */
export const reorderPath = (o: Pick<Order, 'serviceId' | 'link' | 'amount'>) =>
  `${paths.order.path}?${new URLSearchParams({ service: String(o.serviceId), link: o.link, quantity: String(o.amount) }).toString()}`;

export interface Reorder {
  serviceId: number;
  link: string;
  amount: string;
}

/** What a 다시 주문 address asks the order form to start with; null for a plain /order. */
export function readReorder(params: URLSearchParams): Reorder | null {
  const service = params.get('service') ?? '';
  if (!/^\d{1,9}$/.test(service)) return null;
  const quantity = params.get('quantity') ?? '';
  return { serviceId: Number(service), link: params.get('link') ?? '', amount: /^\d{1,9}$/.test(quantity) ? quantity : '' };
}

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
