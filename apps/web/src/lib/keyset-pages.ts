import { LIST_PAGE_SIZE, LIST_PAGES_AHEAD } from '@snsshop/shared/common';
import { useState } from 'react';

/** What a server-paged list answers besides its rows: the cursors of the next pages that hold rows. */
export interface KeysetPage {
  next: string[];
}

/**
 * Page buttons over a list the server pages by keyset: page n is read after the cursor an earlier
 * page handed over for it, kept per chip. `loaded` is the page on screen (not a placeholder).
 */
export function useKeysetPages<F extends string>(initial: F) {
  const [filter, setFilter] = useState<F>(initial);
  const [page, setPage] = useState(1);
  const [cursors, setCursors] = useState<Partial<Record<F, Record<number, string>>>>({});
  return {
    filter,
    page,
    /** the cursor the page on screen starts after; none for page 1 */
    cursor: page === 1 ? undefined : cursors[filter]?.[page],
    /** Once a page shows the end is near, the page buttons stop where the rows do. */
    pageCount: (total: number, loaded: KeysetPage | undefined) =>
      loaded && loaded.next.length < LIST_PAGES_AHEAD ? page + loaded.next.length : Math.max(page, Math.ceil(total / LIST_PAGE_SIZE)),
    /** What the loaded page handed over joins what earlier pages did; a page whose cursor has not come yet waits. */
    go: (next: number, loaded: KeysetPage | undefined) => {
      const known: Record<number, string> = { ...cursors[filter] };
      loaded?.next.forEach((cursor, i) => (known[page + 1 + i] = cursor));
      if (next !== 1 && !known[next]) return;
      setCursors({ ...cursors, [filter]: known });
      setPage(next);
    },
    choose: (next: F) => {
      setFilter(next);
      setPage(1);
    },
  };
}
