import { paths } from '../../../config/paths';

// Out of config/paths.ts, which every screen loads (the landing page's budget): only the order screens read these.

/** 다시 주문: /order with an order's product, link and quantity filled in (the order board reads them back, readReorder). */
export const reorderPath = (o: { serviceId: number; link: string; amount: number }) =>
  `${paths.order.path}?${new URLSearchParams({ service: String(o.serviceId), link: o.link, quantity: String(o.amount) }).toString()}`;

/** What a 다시 주문 address asks the order form to start with; null for a plain /order. */
export function readReorder(params: URLSearchParams): { serviceId: number; link: string; amount: string } | null {
  const service = params.get('service') ?? '';
  if (!/^\d{1,9}$/.test(service)) return null;
  const quantity = params.get('quantity') ?? '';
  return { serviceId: Number(service), link: params.get('link') ?? '', amount: /^\d{1,9}$/.test(quantity) ? quantity : '' };
}
