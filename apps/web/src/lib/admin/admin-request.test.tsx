import { adminMessageSchema } from '@snsshop/shared/admin';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { Toaster } from '../../components/ui/toaster';
import { mockFetch } from '../../testing/mock-fetch';
import { resetBetweenTests } from '../../testing/reset-between-tests';
import { createQueryClient } from '../query-client';
import { adminApi, useAdminMutation } from './admin-request';

resetBetweenTests();

/** Every console source file (tests aside), as text: a console change must go through useAdminMutation. */
const consoleSources = Object.entries(import.meta.glob<string>('../../features/admin-*/**/*.{ts,tsx}', { query: '?raw', import: 'default', eager: true })).filter(
  ([path]) => !/\.test\.tsx?$/.test(path),
);

describe('console changes show the server refusal', () => {
  it('finds the console sources', () => {
    expect(consoleSources.length).toBeGreaterThan(50);
  });

  it('no console feature calls useMutation itself (useAdminMutation toasts the server message)', () => {
    const direct = consoleSources.filter(([, text]) => /\buseMutation\b/.test(text)).map(([path]) => path);
    expect(direct).toEqual([]);
  });

  it('useAdminMutation shows a 400 answer in its Korean words', async () => {
    const refusal = '이미 처리된 요청이라 바꿀 수 없습니다.';
    mockFetch({ 'POST /rest/admin/things': { status: 400, body: { statusCode: 400, message: refusal } } });
    function Action() {
      const save = useAdminMutation({ mutationFn: () => adminApi.post('/rest/admin/things', {}, adminMessageSchema), success: '저장했습니다.' });
      return (
        <button type="button" onClick={() => save.mutate(undefined)}>
          저장
        </button>
      );
    }
    render(
      <QueryClientProvider client={createQueryClient()}>
        <Action />
        <Toaster />
      </QueryClientProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: '저장' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain(refusal));
    expect(screen.queryByText('저장했습니다.')).toBeNull();
  });
});
