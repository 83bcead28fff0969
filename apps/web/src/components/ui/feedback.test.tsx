import { QueryClientProvider, useMutation } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../lib/query-client';
import { toast } from '../../lib/toast';
import { LoadingOverlay } from './loading-overlay';
import { Toaster } from './toaster';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('toasts', () => {
  it('close by themselves after 2000 ms', () => {
    vi.useFakeTimers();
    render(<Toaster />);
    act(() => toast.error('오류가 발생했습니다.'));
    expect(screen.getByRole('alert').textContent).toContain('오류가 발생했습니다.');
    act(() => vi.advanceTimersByTime(1999));
    expect(screen.queryByRole('alert')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('loading overlay', () => {
  function Submit({ overlay }: { overlay: boolean }) {
    const m = useMutation({ mutationFn: () => new Promise<void>(() => {}), meta: { overlay } });
    return (
      <button type="button" onClick={() => m.mutate()}>
        보내기
      </button>
    );
  }

  it.each([true, false])('shows while an overlay mutation is in flight (overlay=%s)', async (overlay) => {
    render(
      <QueryClientProvider client={createQueryClient()}>
        <Submit overlay={overlay} />
        <LoadingOverlay />
      </QueryClientProvider>,
    );
    expect(screen.queryByText('처리 중입니다')).toBeNull();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '보내기' })));
    if (overlay) expect(await screen.findByText('처리 중입니다')).toBeTruthy();
    else {
      await act(() => new Promise((r) => setTimeout(r, 30)));
      expect(screen.queryByText('처리 중입니다')).toBeNull();
    }
  });
});
