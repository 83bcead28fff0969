import { webhookSecretSchema, type SetWebhookBody } from '@snsshop/shared/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { memberApiPaths } from '../../../config/member-api-paths';
import { request } from '../../../lib/api-client';
import { webhookQueryOptions } from './get-webhook';

/** Saves the callback URL; the first save answers the signing secret (shown once). */
export const saveWebhook = (body: SetWebhookBody) => request(memberApiPaths.webhook, { method: 'PUT', body, schema: webhookSecretSchema });

export function useSaveWebhook() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveWebhook, meta: { overlay: true }, onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookQueryOptions().queryKey }) });
}
