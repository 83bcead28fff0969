import { adminWebhookDeliveryPageSchema, type WebhookDeliveryState } from '@snsshop/shared/notifications';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminApiPaths } from '../../../config/admin-paths';
import { adminApi, adminKey, withQuery } from '../../../lib/admin/admin-request';

export interface WebhookDeliveryFilter {
  state?: WebhookDeliveryState | undefined;
  page: number;
  /** where the page starts (the page buttons know it) */
  after?: number | undefined;
}

export const WEBHOOK_DELIVERY_PAGE_SIZE = 20;

/** The resellers' webhook deliveries, newest first. */
export const getWebhookDeliveries = (f: WebhookDeliveryFilter, signal?: AbortSignal) =>
  adminApi.get(withQuery(adminApiPaths.webhookDeliveries, { ...f, size: WEBHOOK_DELIVERY_PAGE_SIZE }), adminWebhookDeliveryPageSchema, signal);

export const webhookDeliveriesQueryOptions = (f: WebhookDeliveryFilter) =>
  queryOptions({ queryKey: [adminKey, 'webhook-deliveries', f], queryFn: ({ signal }) => getWebhookDeliveries(f, signal), placeholderData: keepPreviousData });

export function useWebhookDeliveries(f: WebhookDeliveryFilter) {
  return useQuery(webhookDeliveriesQueryOptions(f));
}
