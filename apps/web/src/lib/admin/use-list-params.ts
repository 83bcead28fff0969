import { parseRecordId } from '@snsshop/shared/common';
import { useSearchParams } from 'react-router';

/**
 * A list's filters live in the address (?status=2&page=3&after=…), so the back button, reloads and
 * dashboard links land on the same view.
 */
export function useListParams<K extends string>(keys: readonly K[]) {
  const [params, setParams] = useSearchParams();
  const values = Object.fromEntries(keys.map((k) => [k, params.get(k) ?? ''])) as Record<K, string>;
  const page = Math.max(1, Number(params.get('page')) || 1);
  /** Where the page starts (below this id), as the page buttons were told; absent on page 1 and on a typed address. */
  const afterParam = Number(params.get('after'));
  const after = page > 1 && Number.isSafeInteger(afterParam) && afterParam > 0 ? afterParam : undefined;

  /** New filters: empty values are dropped and the page goes back to 1. */
  const setFilters = (next: Partial<Record<K, string>>) => {
    const p = new URLSearchParams();
    for (const k of keys) {
      const v = (k in next ? next[k] : values[k])?.trim();
      if (v) p.set(k, v);
    }
    setParams(p);
  };
  const setPage = (n: number, start?: number) => {
    const p = new URLSearchParams(params);
    if (n <= 1) p.delete('page');
    else p.set('page', String(n));
    if (n > 1 && start !== undefined) p.set('after', String(start));
    else p.delete('after');
    setParams(p);
  };
  return { values, page, after, setFilters, setPage };
}

/** A record's id from the address or a filter (the shop's one rule: plain decimal digits), else undefined. */
export const idParam = (v: string) => parseRecordId(v) ?? undefined;
