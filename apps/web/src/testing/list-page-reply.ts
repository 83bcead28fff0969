import { LIST_PAGE_SIZE, LIST_PAGES_AHEAD } from '@snsshop/shared/common';
import type { MockReply } from './mock-fetch';

interface Row {
  id: number;
  status: number;
}

/**
 * A server-paged member list over rows given newest first, as the server answers it: the chip in
 * `status` (chip → the statuses it shows), the page after `cursor` (here the id of the row before
 * it), every chip's count and the next 4 pages' cursors under `rowsKey`. An error reply goes as it is.
 */
export function listPageReply(reply: MockReply, url: URL, rowsKey: string, chips: Record<string, readonly number[]>): MockReply {
  if (!Array.isArray(reply.body)) return reply;
  const all = reply.body as Row[];
  const status = url.searchParams.get('status');
  const rows = status === null ? all : all.filter((r) => chips[status]?.includes(r.status));
  const cursor = url.searchParams.get('cursor');
  const start = cursor === null ? 0 : rows.findIndex((r) => String(r.id) === cursor) + 1;
  const next: string[] = [];
  for (let i = 1; i <= LIST_PAGES_AHEAD && start + i * LIST_PAGE_SIZE < rows.length; i += 1) next.push(String(rows[start + i * LIST_PAGE_SIZE - 1]!.id));
  const byStatus = Object.fromEntries(Object.entries(chips).map(([chip, shows]) => [chip, all.filter((r) => shows.includes(r.status)).length]));
  return { ...reply, body: { [rowsKey]: rows.slice(start, start + LIST_PAGE_SIZE), counts: { all: all.length, byStatus }, next } };
}
