import './pagination.css';

interface PaginationProps {
  /** Current page, 1-based. */
  page: number;
  pageCount: number;
  onChange: (page: number) => void;
  /** Pages shown on each side of the current one (docs/storefront-rules.md §9: 2). */
  neighbours?: number;
}

/** The page numbers to show: the current page and up to `neighbours` on each side, kept inside 1..pageCount. */
export function visiblePages(page: number, pageCount: number, neighbours: number): number[] {
  const size = Math.min(pageCount, neighbours * 2 + 1);
  const start = Math.max(1, Math.min(page - neighbours, pageCount - size + 1));
  return Array.from({ length: size }, (_, i) => start + i);
}

/** Previous / numbered pages / next. Hidden when everything fits on one page. */
export function Pagination({ page, pageCount, onChange, neighbours = 2 }: PaginationProps) {
  if (pageCount <= 1) return null;
  const pages = visiblePages(page, pageCount, neighbours);
  return (
    <nav className="pagination" aria-label="페이지 이동">
      <button type="button" className="pagination__btn" onClick={() => onChange(page - 1)} disabled={page <= 1} aria-label="이전 페이지">
        ‹
      </button>
      {pages.map((p) => (
        <button
          key={p}
          type="button"
          className="pagination__btn"
          aria-current={p === page ? 'page' : undefined}
          aria-label={`${p}페이지`}
          onClick={() => onChange(p)}
        >
          {p}
        </button>
      ))}
      <button type="button" className="pagination__btn" onClick={() => onChange(page + 1)} disabled={page >= pageCount} aria-label="다음 페이지">
        ›
      </button>
    </nav>
  );
}
