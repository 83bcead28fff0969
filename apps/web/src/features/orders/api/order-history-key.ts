/** The order history's cache key, apart from its zod-parsed fetcher: placing an order refreshes it without loading zod. */
export const orderHistoryQueryKey = ['order-history'] as const;

/** Every page of the history, whatever the chip and cursor (an order's detail sits beside them under the same root). */
export const orderHistoryPagesKey = [...orderHistoryQueryKey, 'page'] as const;
