import { z } from 'zod';

/** A member's lists show 10 rows a page (spec section 9); an API client may ask for up to 100. */
export const LIST_PAGE_SIZE = 10;
export const LIST_MAX_PAGE_SIZE = 100;
/** Cursors of this many following pages come with each page: the page buttons reach at most 4 ahead. */
export const LIST_PAGES_AHEAD = 4;

/**
 * The paging part of a member list's query: `cursor` is a `next` entry of an earlier page (none is
 * page 1), `size` the rows a page. `invalid` is the list's Korean message for a malformed one.
 */
export const listPageFields = (invalid: string) => ({
  cursor: z.string().max(80, invalid).optional(),
  size: z.coerce.number(invalid).int(invalid).min(1, invalid).max(LIST_MAX_PAGE_SIZE, invalid).default(LIST_PAGE_SIZE),
});

/** How many rows of the 3-month window each chip stands for; `all` is 전체, `byStatus` is keyed by chip. */
export const listCountsSchema = z.object({
  all: z.number().int(),
  byStatus: z.record(z.string(), z.number().int()),
});
export type ListCounts = z.infer<typeof listCountsSchema>;
