import { LIST_PAGE_SIZE, LIST_PAGES_AHEAD } from '@snsshop/shared/common';
import type { Order, OrderHistoryPage } from '@snsshop/shared/orders';
import type { MockReply } from './mock-fetch';

export const HISTORY_PAGE = 'GET /rest/service/order-history/page';

/**
 * The server's paged history over a list given newest first: the chip in `status`, the page after
 * `cursor` (here the id of the row before it), every chip's count and the next 4 pages' cursors.
 * A reply that is not a list (an error) goes as it is.
 */
export function historyPageReply(reply: MockReply, url: URL): MockReply {
  if (!Array.isArray(reply.body)) return reply;
  const all = reply.body as Order[];
  const status = url.searchParams.get('status');
  const rows = status === null ? all : all.filter((o) => String(o.status) === status);
  const cursor = url.searchParams.get('cursor');
  const start = cursor === null ? 0 : rows.findIndex((o) => String(o.id) === cursor) + 1;
  const next: string[] = [];
  for (let i = 1; i <= LIST_PAGES_AHEAD && start + i * LIST_PAGE_SIZE < rows.length; i += 1) {
    next.push(String(rows[start + i * LIST_PAGE_SIZE - 1]!.id));
  }
  const byStatus: Record<string, number> = {};
  for (const o of all) byStatus[o.status] = (byStatus[o.status] ?? 0) + 1;
  const body: OrderHistoryPage = { orders: rows.slice(start, start + LIST_PAGE_SIZE), counts: { all: all.length, byStatus }, next };
  return { ...reply, body };
}
