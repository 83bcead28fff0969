import { Pagination } from '../ui/pagination';

interface PagedFooterProps {
  page: number;
  size: number;
  total: number;
  onPage: (page: number) => void;
}

/** Page buttons for a server-paged list (hidden when one page holds everything). */
export function PagedFooter({ page, size, total, onPage }: PagedFooterProps) {
  return <Pagination page={page} pageCount={Math.max(1, Math.ceil(total / size))} onChange={onPage} />;
}
