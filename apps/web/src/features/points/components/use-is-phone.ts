import { useSyncExternalStore } from 'react';

/** A phone: a narrow screen (the 880px phone breakpoint, docs/storefront-rules.md §9) that is driven by touch. */
const PHONE_QUERY = '(max-width: 879px) and (pointer: coarse)';

function media(): MediaQueryList | null {
  return typeof window.matchMedia === 'function' ? window.matchMedia(PHONE_QUERY) : null;
}

function subscribe(onChange: () => void): () => void {
  const list = media();
  list?.addEventListener?.('change', onChange);
  return () => list?.removeEventListener?.('change', onChange);
}

export function useIsPhone(): boolean {
  return useSyncExternalStore(subscribe, () => media()?.matches ?? false, () => false);
}
