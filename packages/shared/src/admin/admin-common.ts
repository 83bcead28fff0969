import { z } from 'zod';
import { msg } from '../common/messages.js';
import { recordIdParams } from '../common/record-id.js';

/** Shapes the whole owner console (/admin) shares: ids in the address, paging, query filters, plain answers. */
const m = msg.admin;

/** `/admin/…/:id`: an id that is not plain decimal is not found, like one that does not exist. */
export const adminIdParamsSchema = recordIdParams(m.notFound);

/** ?page=1&size=20 (size at most 200). */
export const adminPageQuerySchema = z.object({
  page: z.coerce.number(m.pageInvalid).int(m.pageInvalid).min(1, m.pageInvalid).max(100_000, m.pageInvalid).default(1),
  size: z.coerce.number(m.pageInvalid).int(m.pageInvalid).min(1, m.pageInvalid).max(200, m.pageInvalid).default(20),
  /** The page starts below this id (the last row of the page before): the screens seek instead of skipping rows. */
  after: z.coerce.number(m.pageInvalid).int(m.pageInvalid).min(1, m.pageInvalid).max(2 ** 53 - 1, m.pageInvalid).optional(),
});
export type AdminPageQuery = z.input<typeof adminPageQuerySchema>;

/** A page of a list: items, the total count matching the filter, and the page asked for. */
export const pageCursorSchema = z.object({ page: z.number().int(), after: z.number().int().nullable() });
export type PageCursor = z.infer<typeof pageCursorSchema>;

export function pagedSchema<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    size: z.number().int(),
    /** Where the neighbouring pages start (`after` for each), so the page buttons seek rather than skip rows. */
    cursors: z.array(pageCursorSchema).optional(),
    /** The count stopped at `total`: there are at least that many (a filter's exact count would read every row). */
    capped: z.boolean().optional(),
  });
}
export interface Paged<T> {
  items: T[];
  total: number;
  page: number;
  size: number;
  cursors?: PageCursor[];
  capped?: boolean;
}

/** Answer of a delete (and of a few actions that return nothing else). */
export const adminMessageSchema = z.object({ message: z.string() });
