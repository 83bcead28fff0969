import { TOAST_DURATION_MS } from '../config/constants';
import { createStore } from './create-store';

export type ToastKind = 'success' | 'error' | 'info';
export interface ToastItem {
  id: number;
  kind: ToastKind;
  message: string;
}

const store = createStore<readonly ToastItem[]>([]);
let nextId = 1;

export const useToasts = store.useValue;

export function dismissToast(id: number): void {
  store.set(store.get().filter((t) => t.id !== id));
}

function show(kind: ToastKind, message: string): void {
  const id = nextId++;
  store.set([...store.get(), { id, kind, message }]);
  // docs/storefront-rules.md §9: toasts close after 2000 ms.
  setTimeout(() => dismissToast(id), TOAST_DURATION_MS);
}

export const toast = {
  success: (message: string) => show('success', message),
  error: (message: string) => show('error', message),
  info: (message: string) => show('info', message),
};
