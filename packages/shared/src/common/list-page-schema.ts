import { z } from 'zod';
import { LIST_MAX_PAGE_SIZE, LIST_PAGE_SIZE, type ListCounts } from './list-page.js';

// Apart from list-page.ts and out of common/index.ts: the landing entry imports common and must not load zod.

/**
 * The paging part of a member list's query: `cursor` is a `next` entry of an earlier page (none is
 * page 1), `size` the rows a page. `invalid` is the list's Korean message for a malformed one.
 */
export const listPageFields = (invalid: string) => ({
  cursor: z.string().max(80, invalid).optional(),
  size: z.coerce.number(invalid).int(invalid).min(1, invalid).max(LIST_MAX_PAGE_SIZE, invalid).default(LIST_PAGE_SIZE),
});

export const listCountsSchema: z.ZodType<ListCounts> = z.object({
  all: z.number().int(),
  byStatus: z.record(z.string(), z.number().int()),
});

/**
 * One page of a member list as the server answers it: the rows under `key`, the chips' counts and the
 * cursors of the following pages that hold rows (up to LIST_PAGES_AHEAD), in order.
 */
export function listPageSchema<K extends string, T extends z.ZodType>(key: K, item: T) {
  return z.object({ [key]: z.array(item), counts: listCountsSchema, next: z.array(z.string()) } as { [P in K]: z.ZodArray<T> } & { counts: typeof listCountsSchema; next: z.ZodArray<z.ZodString> });
}
