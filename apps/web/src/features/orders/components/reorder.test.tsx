import { AuthState } from '@snsshop/shared/common';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { get, mockApi } from '../../../testing/mock-api';
import { noServiceReviews, noServiceStats, noTier, shopStart } from '../../../testing/quiet-answers';
import { renderWithProviders } from '../../../testing/render';
import { resetBetweenTests } from '../../../testing/reset-between-tests';
import { OrderBoard } from './order-board';
import { apiPaths } from '../../../config/paths';
import { readReorder, reorderPath } from './reorder-address';

resetBetweenTests(AuthState.authorization);

const service = (id: number, categoryId: number, text: string) => ({ id, categoryId, text, min: 10, max: 5000, point: 12, priceE7: 120_000_000, priceText: '12원', notice: '', isReadOnly: false, enableAuto: true, wonText: '1개당 12원' });

function shop() {
  mockApi(
    ...shopStart(),
    get(apiPaths.platforms, [{ id: 1, text: '인스타그램', visible: true, background: '#e1306c' }, { id: 2, text: '유튜브', visible: true, background: '#ff0000' }]),
    get(apiPaths.categories, [{ id: 10, text: '팔로워', platform: 1 }, { id: 20, text: '조회수', platform: 2 }, { id: 21, text: '구독자', platform: 2 }]),
    get(apiPaths.services, [service(100, 10, '한국인 팔로워'), service(200, 20, '유튜브 조회수'), service(300, 21, '유튜브 구독자')]),
    noServiceStats,
    noServiceReviews,
    noTier,
  );
}

describe('다시 주문', () => {
  it('writes and reads the product, link and quantity in the /order address', () => {
    const path = reorderPath({ serviceId: 300, link: 'https://www.youtube.com/@a?b=1&c', amount: 1_000 });
    expect(path).toBe('/order?service=300&link=https%3A%2F%2Fwww.youtube.com%2F%40a%3Fb%3D1%26c&quantity=1000');
    expect(readReorder(new URL(path, 'http://x').searchParams)).toEqual({ serviceId: 300, link: 'https://www.youtube.com/@a?b=1&c', amount: '1000' });
    expect(readReorder(new URLSearchParams('service=abc&link=x'))).toBeNull();
    expect(readReorder(new URLSearchParams('service=3&quantity=-1'))).toEqual({ serviceId: 3, link: '', amount: '' });
  });

  it("opens /order with the order's platform, category and product picked and its link and quantity filled in; another pick is the member's", async () => {
    shop();
    renderWithProviders(<OrderBoard />, { path: reorderPath({ serviceId: 300, link: 'https://www.youtube.com/@me', amount: 250 }) });
    expect((await screen.findByRole('button', { name: '유튜브' })).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: '구독자' }).getAttribute('aria-pressed')).toBe('true');
    expect((screen.getByLabelText('상품 선택') as HTMLSelectElement).value).toBe('300');
    expect((screen.getByLabelText('주문 링크') as HTMLInputElement).value).toBe('https://www.youtube.com/@me');
    expect((screen.getByLabelText('주문 수량') as HTMLInputElement).value).toBe('250');
    expect(screen.getByRole('link', { name: '대량 주문' }).getAttribute('href')).toBe('/mass-order');

    fireEvent.click(screen.getByRole('button', { name: '조회수' }));
    expect((screen.getByLabelText('상품 선택') as HTMLSelectElement).value).toBe('200');
    fireEvent.click(screen.getByRole('button', { name: '인스타그램' }));
    expect((screen.getByLabelText('상품 선택') as HTMLSelectElement).value).toBe('100');
  });
});
