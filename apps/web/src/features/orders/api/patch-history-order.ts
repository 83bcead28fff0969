import type { Order, OrderHistoryPage } from '@snsshop/shared/orders';
import type { QueryClient } from '@tanstack/react-query';
import { orderHistoryPagesKey } from './order-history-key';

// Apart from order-history-key.ts, which the order form's entry code imports: only cancel and refill need it.
/** Changes one order on whichever history pages hold it, at once; the refetch that follows confirms it. */
export function patchHistoryOrder(queryClient: QueryClient, id: number, change: (order: Order) => Order) {
  queryClient.setQueriesData<OrderHistoryPage>({ queryKey: orderHistoryPagesKey }, (page) =>
    page ? { ...page, orders: page.orders.map((o) => (o.id === id ? change(o) : o)) } : page,
  );
}
