import type { Service } from '@snsshop/shared/catalog';
import { AuthState } from '@snsshop/shared/common';
import { couponBenefitText } from '@snsshop/shared/coupons';
import { priceCases, type PriceCase } from '@snsshop/shared/orders';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { storage } from '../../../lib/storage';
import { priceLinesIn } from '../../../testing/price-lines';
import { renderWithProviders } from '../../../testing/render';
import { resetBetweenTests } from '../../../testing/reset-between-tests';
import { OrderBoard } from './order-board';
import { apiPaths } from '../../../config/paths';
import { memberApiPaths } from '../../../config/member-api-paths';
import { get, mockApi, post } from '../../../testing/mock-api';
import { noServiceReviews, noServiceStats } from '../../../testing/quiet-answers';
import { shopSettings } from '../../../testing/shop-settings';

const slow = { timeout: 15_000 };
const base = { categoryId: 10, notice: '', isReadOnly: false, enableAuto: false, point: 0, min: 1, max: 100_000, priceText: '-' };

/** The case's service in the catalog the form reads, at the case's price and of the type its order takes. */
const serviceOf = (c: PriceCase, id: number): Service => ({ ...base, id, text: `가격 표 ${id}`, priceE7: c.input.unitPriceE7, ...(c.order.kind === 'Default' ? {} : { serviceType: c.order.kind }) });

/**
 * The shared price table (packages/shared/src/orders/quote-cases.ts) through the order form: what its
 * summary shows for each case — the member's tier, a coupon the server quoted — before the member orders.
 * The server's test (apps/server …/order-price.test.ts) charges the same cases the same.
 */
describe('the order form prices every case of the shared table as the server charges it', () => {
  resetBetweenTests(AuthState.authorization);
  beforeEach(() => {
    storage.setToken('tok-1');
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });

  it.each(priceCases.map((c, i) => [c.name, c, 300 + i] as const))('%s', async (_name, c, id) => {
    const service = serviceOf(c, id);
    const coupon = c.input.coupon;
    mockApi(
      get(apiPaths.settings, shopSettings()),
      get(apiPaths.notices, []),
      get(apiPaths.platforms, [{ id: 1, text: '인스타그램', visible: true, background: '#e1306c' }]),
      get(apiPaths.categories, [{ id: 10, text: '팔로워', platform: 1 }]),
      get(apiPaths.services, [service]),
      noServiceStats,
      noServiceReviews,
      get(apiPaths.profile, { id: 'member1', point: 1_000_000, apiKey: null }),
      get(memberApiPaths.tier, { tier: c.input.tier ? { ...c.input.tier, color: '#7c3aed' } : null, next: null }),
      ...(coupon ? [post(memberApiPaths.couponQuote, { name: coupon.name, benefit: couponBenefitText(coupon.terms), terms: coupon.terms, price: 0, discount: 0, payable: 0 })] : []),
    );
    renderWithProviders(<OrderBoard />, { path: '/order' });
    await screen.findByRole('option', { name: new RegExp(service.text) }, slow);
    fireEvent.change(screen.getByLabelText('상품 선택'), { target: { value: String(id) } });
    const fill = async (label: string, value: string) => fireEvent.change(await screen.findByLabelText(new RegExp(`^${label}`), {}, slow), { target: { value } });
    if (c.order.kind === 'Default') await fill('주문 수량', String(c.order.amount));
    if (c.order.kind === 'Subscriptions') {
      await fill('구독할 계정', 'my_account');
      await fill('게시물당 최소 수량', '1');
      await fill('게시물당 최대 수량', String(c.order.max));
      await fill('새 게시물 수', String(c.order.posts));
    }
    const summary = () => screen.getByRole('region', { name: '주문 요약' });
    if (c.input.tier) await waitFor(() => expect(priceLinesIn(summary()).map(([label]) => label)).toContain('등급 할인'), slow);
    if (coupon) {
      fireEvent.change(within(summary()).getByLabelText('쿠폰'), { target: { value: 'CODE' } });
      fireEvent.click(within(summary()).getByRole('button', { name: '적용' }));
      await waitFor(() => expect(priceLinesIn(summary()).map(([label]) => label)).toContain('쿠폰 할인'), slow);
    }
    await waitFor(() => expect(priceLinesIn(summary())).toEqual(c.lines), slow);
  });
});
