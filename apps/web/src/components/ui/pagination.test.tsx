import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Pagination, visiblePages } from './pagination';

afterEach(cleanup);

const pageButtons = () => screen.getAllByRole('button', { name: /페이지$/ }).filter((b) => /^\d+페이지$/.test(b.getAttribute('aria-label') ?? ''));

describe('pagination', () => {
  it('shows the current page and two neighbours each side, kept inside the range', () => {
    expect(visiblePages(1, 8, 2)).toEqual([1, 2, 3, 4, 5]);
    expect(visiblePages(5, 8, 2)).toEqual([3, 4, 5, 6, 7]);
    expect(visiblePages(8, 8, 2)).toEqual([4, 5, 6, 7, 8]);
    expect(visiblePages(2, 3, 2)).toEqual([1, 2, 3]);
    expect(visiblePages(1, 1, 2)).toEqual([1]);
  });

  it('marks the current page, moves with previous/next, and hides itself for a single page', () => {
    const onChange = vi.fn();
    const { rerender } = render(<Pagination page={1} pageCount={3} onChange={onChange} />);
    expect(pageButtons().map((b) => b.textContent)).toEqual(['1', '2', '3']);
    expect(screen.getByRole('button', { name: '1페이지' }).getAttribute('aria-current')).toBe('page');
    expect((screen.getByRole('button', { name: '이전 페이지' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: '다음 페이지' }));
    fireEvent.click(screen.getByRole('button', { name: '3페이지' }));
    expect(onChange.mock.calls).toEqual([[2], [3]]);

    rerender(<Pagination page={1} pageCount={1} onChange={onChange} />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
