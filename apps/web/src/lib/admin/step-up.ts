import { useSyncExternalStore } from 'react';
import { ApiError } from '../api-client';

/**
 * A console action the server refused until a fresh two-factor code is given (403 with
 * data.twoFactor 'step-up'): the dialog asks for the code, then the action runs again.
 */
type Pending = { retry: () => void } | null;

let pending: Pending = null;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

export const isStepUpRefusal = (err: unknown) => err instanceof ApiError && err.status === 403 && err.data?.['twoFactor'] === 'step-up';

export function requestStepUp(retry: () => void) {
  pending = { retry };
  emit();
}

export function finishStepUp(verified: boolean) {
  const p = pending;
  pending = null;
  emit();
  if (verified) p?.retry();
}

export function useStepUpRequest(): Pending {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => pending,
  );
}
