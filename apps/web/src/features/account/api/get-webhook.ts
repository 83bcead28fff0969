import { webhookSettingsSchema } from '@snsshop/shared/notifications';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { memberApiPaths } from '../../../config/member-api-paths';
import { api } from '../../../lib/api-client';

/** The member's order-status callback URL and its newest deliveries (never the secret). */
export const getWebhook = (signal?: AbortSignal) => api.get(memberApiPaths.webhook, webhookSettingsSchema, signal);

export const webhookQueryOptions = () => queryOptions({ queryKey: ['webhook'], queryFn: ({ signal }) => getWebhook(signal) });

export function useWebhook(enabled: boolean) {
  return useQuery({ ...webhookQueryOptions(), enabled });
}
