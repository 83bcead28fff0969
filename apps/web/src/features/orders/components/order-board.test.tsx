import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { OrderBoard } from './order-board';
import { apiPaths } from '../../../config/paths';
import { get, mockApi } from '../../../testing/mock-api';
import { noServiceReviews, noServiceStats } from '../../../testing/quiet-answers';
import { shopSettings } from '../../../testing/shop-settings';

const service = (id: number, categoryId: number, text: string) => ({
  id,
  categoryId,
  text,
  min: 10,
  max: 5000,
  point: 12,
  priceE7: 120_000_000,
  priceText: '12원',
  notice: `${text} 설명\n둘째 줄`,
  isReadOnly: false,
  enableAuto: true,
  wonText: '1개당 12원',
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('order board', () => {
  it('selects the first platform, category and product, and follows a new platform pick', async () => {
    mockApi(
      get(apiPaths.settings, shopSettings()),
      get(apiPaths.notices, [{ id: 1, content: '긴급 공지', isTop: true, bgColor: '#ff0000' }]),
      get(apiPaths.platforms, [
        { id: 1, text: '인스타그램', visible: true, background: '#e1306c' },
        { id: 9, text: '숨김', visible: false, background: '#000' },
        { id: 2, text: '유튜브', visible: true, background: '#ff0000' },
      ]),
      get(apiPaths.categories, [{ id: 10, text: '팔로워', platform: 1 }, { id: 20, text: '조회수', platform: 2 }]),
      get(apiPaths.services, [service(100, 10, '한국인 팔로워'), service(200, 20, '유튜브 조회수')]),
      noServiceStats,
      noServiceReviews,
    );
    renderWithProviders(<OrderBoard />, { path: '/order' });

    const insta = await screen.findByRole('button', { name: '인스타그램' });
    expect(insta.getAttribute('aria-pressed')).toBe('true');
    expect(screen.queryByRole('button', { name: '숨김' })).toBeNull();
    expect(screen.getByRole('button', { name: '팔로워' }).getAttribute('aria-pressed')).toBe('true');
    expect((screen.getByLabelText('상품 선택') as HTMLSelectElement).value).toBe('100');
    expect(screen.getByText('1개당 12원')).toBeTruthy();
    expect(screen.getByText('긴급 공지')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: '유튜브' }));
    expect(screen.getByRole('button', { name: '조회수' }).getAttribute('aria-pressed')).toBe('true');
    expect((screen.getByLabelText('상품 선택') as HTMLSelectElement).value).toBe('200');
    const facts = within(screen.getByText('최소 수량').closest('dl') as HTMLElement);
    expect(facts.getByText('5,000개')).toBeTruthy();
  });
});
