/** The order history's cache key, apart from its zod-parsed fetcher: placing an order refreshes it without loading zod. */
export const orderHistoryQueryKey = ['order-history'] as const;
