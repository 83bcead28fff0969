import type { OrderBody } from '@snsshop/shared/orders';

/**
 * The body the order form sends: every field of a link + quantity order; for another type its fields,
 * and the amount only where the member types one.
 */
export type SentOrderBody = Required<Omit<OrderBody, 'fields' | 'amount' | 'couponCode'>> & Pick<OrderBody, 'fields' | 'amount' | 'couponCode'>;
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { memberApiPaths } from '../../../config/member-api-paths';
import { request } from '../../../lib/api-client';
import type * as OrderAnswer from './order-answer';
import { orderHistoryQueryKey } from './order-history-key';

export interface CreateOrderInput {
  body: SentOrderBody;
  /** Same key for a retried submission, so the server places it at most once. */
  idempotencyKey: string;
}

/**
 * The order page paints without zod (issue 17): the answer's schema is fetched once the member
 * starts on the form (`preloadOrderSchema`), at the latest when the order is sent.
 */
let orderSchemaLoad: Promise<typeof OrderAnswer> | undefined;
export const preloadOrderSchema = () =>
  (orderSchemaLoad ??= import('./order-answer').catch((err: unknown) => {
    orderSchemaLoad = undefined; // a failed download is tried again on the next send
    throw err;
  }));

export const createOrder = async ({ body, idempotencyKey }: CreateOrderInput) => {
  const { orderSchema } = await preloadOrderSchema();
  return request(memberApiPaths.order, { method: 'POST', body, schema: orderSchema, headers: { 'Idempotency-Key': idempotencyKey } });
};

export function useCreateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOrder,
    meta: { overlay: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderHistoryQueryKey }),
  });
}

/** A random key per intended order; randomUUID needs a secure context, so fall back to getRandomValues. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
