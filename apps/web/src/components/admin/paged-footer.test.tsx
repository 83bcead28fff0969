import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { countText, PagedFooter } from './paged-footer';

afterEach(cleanup);

describe('console page buttons', () => {
  it('go to where the server said each page starts, and to a bare page number where it said nothing', () => {
    const onPage = vi.fn();
    const cursors = [
      { page: 3, after: 930 },
      { page: 4, after: 910 },
      { page: 5, after: 890 },
      { page: 2, after: 950 },
      { page: 1, after: null },
    ];
    render(<PagedFooter page={3} size={20} total={10_000} cursors={cursors} onPage={onPage} />);
    fireEvent.click(screen.getByRole('button', { name: '다음 페이지' }));
    fireEvent.click(screen.getByRole('button', { name: '2페이지' }));
    fireEvent.click(screen.getByRole('button', { name: '1페이지' }));
    expect(onPage.mock.calls).toEqual([
      [4, 910],
      [2, 950],
      [1, undefined],
    ]);
  });

  it('offers the pages the answer knows of even when the count stopped early', () => {
    const cursors = [7, 8, 9].map((page) => ({ page, after: 100 - page }));
    render(<PagedFooter page={7} size={20} total={100} cursors={cursors} onPage={vi.fn()} />);
    expect(screen.getByRole('button', { name: '9페이지' })).toBeTruthy();
    expect(countText({ total: 1_000, capped: true })).toBe('총 1,000건 이상');
    expect(countText({ total: 1_234 }, '명')).toBe('총 1,234명');
  });
});
