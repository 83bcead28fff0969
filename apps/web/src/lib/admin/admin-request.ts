import { adminMessageSchema } from '@snsshop/shared/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { errorMessage, request } from '../api-client';
import { toast } from '../toast';
import { isStepUpRefusal, requestStepUp } from './step-up';

/** Every console query key starts with this, so one invalidation refreshes every admin screen. */
export const adminKey = 'admin';

type Params = Record<string, string | number | boolean | null | undefined>;

/** `url?a=1&b=x`, leaving out empty values. */
export function withQuery(url: string, params: Params = {}): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) {
    if (v === undefined || v === null || v === '') continue;
    q.set(k, String(v));
  }
  const s = q.toString();
  return s ? `${url}?${s}` : url;
}

export const adminApi = {
  get: <S extends z.ZodType>(url: string, schema: S, signal?: AbortSignal) => request(url, { schema, signal }),
  post: <S extends z.ZodType>(url: string, body: unknown, schema: S) => request(url, { method: 'POST', body, schema }),
  patch: <S extends z.ZodType>(url: string, body: unknown, schema: S) => request(url, { method: 'PATCH', body, schema }),
  put: <S extends z.ZodType>(url: string, body: unknown, schema: S) => request(url, { method: 'PUT', body, schema }),
  delete: (url: string) => request(url, { method: 'DELETE', schema: adminMessageSchema }),
};

interface AdminMutationOptions<V, R> {
  mutationFn: (vars: V) => Promise<R>;
  /** The success toast; the server's message when the answer carries one. */
  success?: string | ((result: R) => string);
  /** Show the full-screen overlay while it runs (money actions). */
  overlay?: boolean;
  /** Leave errors to the caller (e.g. a 409 that offers another choice). */
  quietErrors?: boolean;
}

/**
 * A console change: toasts the outcome (the server's Korean message on failure) and refreshes
 * every admin screen, since one change (an approval, a refund) moves numbers on several of them.
 */
export function useAdminMutation<V, R>({ mutationFn, success, overlay = false, quietErrors = false }: AdminMutationOptions<V, R>) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn,
    meta: { overlay },
    onSuccess: async (result) => {
      const text = typeof success === 'function' ? success(result) : success;
      if (text) toast.success(text);
      await queryClient.invalidateQueries({ queryKey: [adminKey] });
    },
    onError: (err, vars) => {
      // A step-up action: the code dialog opens, and the same action runs again once the code is given.
      if (isStepUpRefusal(err)) return requestStepUp(() => mutation.mutate(vars));
      if (!quietErrors) toast.error(errorMessage(err, '처리하지 못했습니다. 잠시 후 다시 시도해주세요.'));
    },
  });
  return mutation;
}
