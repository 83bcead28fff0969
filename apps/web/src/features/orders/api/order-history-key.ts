import type { Order, OrderHistoryPage } from '@snsshop/shared/orders';
import type { QueryClient } from '@tanstack/react-query';

/** The order history's cache key, apart from its zod-parsed fetcher: placing an order refreshes it without loading zod. */
export const orderHistoryQueryKey = ['order-history'] as const;

/** Every page of the history, whatever the chip and cursor (an order's detail sits beside them under the same root). */
export const orderHistoryPagesKey = [...orderHistoryQueryKey, 'page'] as const;

/** Changes one order on whichever history pages hold it, at once; the refetch that follows confirms it. */
export function patchHistoryOrder(queryClient: QueryClient, id: number, change: (order: Order) => Order) {
  queryClient.setQueriesData<OrderHistoryPage>({ queryKey: orderHistoryPagesKey }, (page) =>
    page ? { ...page, orders: page.orders.map((o) => (o.id === id ? change(o) : o)) } : page,
  );
}
