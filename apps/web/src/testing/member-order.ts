import { OrderStatus } from '@snsshop/shared/common';
import { keptQuote, type Order } from '@snsshop/shared/orders';

/**
 * A member's order as the shop's order endpoints answer it: running, 100 units for 1,200원, unless
 * `over` says otherwise. Its price is the list price paid (no discount) unless `over.price` is given.
 */
export function memberOrder(id: number, over: Partial<Order> = {}): Order {
  const o = {
    id,
    createdAt: '2026-11-20T03:00:00.000Z',
    serviceId: 100,
    link: `https://instagram.com/account_${id}`,
    point: 1200,
    refunded: 0,
    amount: 100,
    status: OrderStatus.INPROGRESS,
    startCount: null,
    remains: null,
    canCancel: false,
    cancelRequested: false,
    ...over,
  };
  const unitPriceE7 = Math.round((o.point * 100) / Math.max(o.amount, 1));
  return { ...o, price: over.price ?? keptQuote({ units: o.amount, unitPriceE7, charge: o.point, listPrice: null, tierDiscount: 0, couponDiscount: 0 }) };
}
