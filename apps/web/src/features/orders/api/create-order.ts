import { orderSchema, type OrderBody } from '@snsshop/shared/orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { request } from '../../../lib/api-client';
import { orderHistoryQueryKey } from './get-order-history';

export interface CreateOrderInput {
  body: Required<OrderBody>;
  /** Same key for a retried submission, so the server places it at most once. */
  idempotencyKey: string;
}

export const createOrder = ({ body, idempotencyKey }: CreateOrderInput) =>
  request(apiPaths.order, { method: 'POST', body, schema: orderSchema, headers: { 'Idempotency-Key': idempotencyKey } });

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
