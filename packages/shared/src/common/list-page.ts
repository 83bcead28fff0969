/** A member's lists show 10 rows a page (docs/storefront-rules.md §9); an API client may ask for up to 100. */
export const LIST_PAGE_SIZE = 10;
export const LIST_MAX_PAGE_SIZE = 100;
/** Cursors of this many following pages come with each page: the page buttons reach at most 4 ahead. */
export const LIST_PAGES_AHEAD = 4;

/** How many rows of the 3-month window each chip stands for; `all` is 전체, `byStatus` is keyed by chip. */
export interface ListCounts {
  all: number;
  byStatus: Record<string, number>;
}
