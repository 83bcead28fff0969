import { webhookSecretSchema } from '@snsshop/shared/notifications';
import { useMutation } from '@tanstack/react-query';
import { memberApiPaths } from '../../../config/member-api-paths';
import { api } from '../../../lib/api-client';

/** A new signing secret (shown once); the old one stops matching at once. */
export const renewWebhookSecret = () => api.post(memberApiPaths.webhookSecret, undefined, webhookSecretSchema);

export function useRenewWebhookSecret() {
  return useMutation({ mutationFn: renewWebhookSecret, meta: { overlay: true } });
}
