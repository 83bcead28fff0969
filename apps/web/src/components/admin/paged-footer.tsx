import { useState } from 'react';
import type { PageCursor } from '@snsshop/shared/admin';
import { Pagination } from '../ui/pagination';

interface PagedFooterProps {
  page: number;
  size: number;
  total: number;
  /** Where the neighbouring pages start, from the server's answer. */
  cursors?: PageCursor[] | undefined;
  /** `after` is the id the page starts below; undefined for a page the answer gave no start for. */
  onPage: (page: number, after?: number) => void;
}

/**
 * Page buttons for a server-paged list (hidden when one page holds everything). A button goes to
 * where the server said that page starts, so page 400 is a seek, not 8,000 skipped rows; a list
 * whose count stopped early ("이상") still offers the pages the answer knows of.
 */
export function PagedFooter({ page, size, total, cursors, onPage }: PagedFooterProps) {
  const starts = new Map((cursors ?? []).map((c) => [c.page, c.after]));
  const pageCount = Math.max(1, Math.ceil(total / size), ...starts.keys());
  return <Pagination page={page} pageCount={pageCount} onChange={(p) => onPage(p, starts.get(p) ?? undefined)} />;
}

/** "총 1,234건", or "총 1,000건 이상" when the server stopped counting. */
export const countText = (p: { total: number; capped?: boolean | undefined }, unit = '건') =>
  `총 ${p.total.toLocaleString('ko-KR')}${unit}${p.capped ? ' 이상' : ''}`;

/** A page number and where it starts, for a list whose page is not in the address (a panel inside a screen). */
export function usePageStart() {
  const [at, setAt] = useState<{ page: number; after?: number | undefined }>({ page: 1 });
  return [at, (page: number, after?: number) => setAt({ page, after })] as const;
}
