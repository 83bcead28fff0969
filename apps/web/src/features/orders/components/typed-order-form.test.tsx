import type { Service } from '@snsshop/shared/catalog';
import type { Order } from '@snsshop/shared/orders';
import { memberOrder } from '../../../testing/member-order';
import { priceLinesIn } from '../../../testing/price-lines';
import { AuthState } from '@snsshop/shared/common';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../../components/ui/toaster';
import { storage } from '../../../lib/storage';
import { renderWithProviders } from '../../../testing/render';
import { resetBetweenTests } from '../../../testing/reset-between-tests';
import { OrderBoard } from './order-board';
import { apiPaths } from '../../../config/paths';
import { memberApiPaths } from '../../../config/member-api-paths';
import { callsTo, get, mockApi, post, refuse, type ApiMock } from '../../../testing/mock-api';
import { noServiceReviews, noServiceStats, noTier } from '../../../testing/quiet-answers';
import { shopSettings } from '../../../testing/shop-settings';

const base = { categoryId: 10, notice: '', isReadOnly: false, enableAuto: true, point: 0 };
const followers: Service = { ...base, id: 100, text: '한국인 팔로워', min: 10, max: 5000, priceE7: 120_000_000, priceText: '12원' };
const comments: Service = { ...base, id: 200, text: '한국인 커스텀 댓글', min: 2, max: 100, priceE7: 4_500_000_000, priceText: '450원', serviceType: 'Custom Comments' };
const pack: Service = { ...base, id: 201, text: '인스타 성장 패키지', min: 1, max: 1, priceE7: 99_000_000_000, priceText: '9,900원', serviceType: 'Package' };
const subscription: Service = { ...base, id: 202, text: '자동 좋아요', min: 20, max: 500, priceE7: 30_000_000, priceText: '3원', serviceType: 'Subscriptions', maxPosts: 30 };

const placed = (over: Partial<Order>) => memberOrder(90, { createdAt: '2026-11-27T03:30:00.000Z', link: '', point: 0, amount: 1, status: 0, canCancel: true, ...over });

function catalog(order: ApiMock = post(memberApiPaths.order, placed({ serviceId: 200 })), ...more: ApiMock[]) {
  return mockApi(
    get(apiPaths.settings, shopSettings()),
    get(apiPaths.notices, []),
    get(apiPaths.platforms, [{ id: 1, text: '인스타그램', visible: true, background: '#e1306c' }]),
    get(apiPaths.categories, [{ id: 10, text: '팔로워', platform: 1 }]),
    get(apiPaths.services, [followers, comments, pack, subscription]),
    get(apiPaths.profile, { id: 'member1', point: 1_000_000, apiKey: null }),
    noServiceStats,
    noServiceReviews,
    noTier,
    order,
    ...more,
  );
}

/** A shared 2-core machine: the first render and the typed parts' chunk may take a while. */
const slow = { timeout: 15_000 };
const pick = (id: number) => fireEvent.change(screen.getByLabelText('상품 선택'), { target: { value: String(id) } });
const fill = (label: string | RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: '주문하기' }));
const alertText = () => document.querySelector('form [role="alert"]')?.textContent;
const summary = () => within(screen.getByRole('region', { name: '주문 요약' }));
const priceLines = () => priceLinesIn(screen.getByRole('region', { name: '주문 요약' }));
const sentBodies = (fetch: ReturnType<typeof mockApi>) => callsTo(fetch, 'POST', memberApiPaths.order).map((c) => c.body);

async function renderBoard() {
  renderWithProviders(
    <>
      <OrderBoard />
      <Toaster />
    </>,
    { path: '/order' },
  );
  await screen.findByLabelText('주문 링크', {}, slow);
}

resetBetweenTests(AuthState.authorization);
beforeEach(() => {
  storage.setToken('tok-1');
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

describe('the order form for each kind of service', () => {
  it('custom comments: one per line, a live count and price, duplicates flagged, no quantity box or auto-orders, the lines sent', async () => {
    const fetch = catalog();
    await renderBoard();
    expect(screen.getByRole('switch', { name: '자동주문 사용' })).toBeTruthy();
    pick(200);
    const box = await screen.findByLabelText('댓글 내용', {}, slow);
    expect(screen.queryByLabelText('주문 수량')).toBeNull();
    expect(screen.queryByRole('switch', { name: '자동주문 사용' })).toBeNull();
    expect(screen.getByText('댓글 1,000개당 450,000원 (1개당 450원)')).toBeTruthy();

    fireEvent.change(box, { target: { value: '사진 예뻐요\n\n  좋은 정보 감사합니다  \n사진 예뻐요\n' } });
    // the live count under the box, and the same in the summary
    expect(within(box.closest('.field') as HTMLElement).getByText('댓글 3개')).toBeTruthy();
    expect(within(box.closest('.field') as HTMLElement).getByText(/1,350원/)).toBeTruthy();
    expect(summary().getByText('댓글 3개')).toBeTruthy();
    expect(priceLines()).toEqual([
      ['정가', '1,350원'],
      ['결제 금액', '1,350원'],
    ]);
    expect(within(box.closest('.field') as HTMLElement).getByRole('status').textContent).toContain('중복된 댓글 1개가 있습니다');

    fill('주문 링크', 'https://www.instagram.com/p/abc');
    submit();
    await waitFor(() => expect(sentBodies(fetch)).toHaveLength(1), slow);
    expect(sentBodies(fetch)[0]).toEqual({
      serviceId: 200,
      link: 'https://www.instagram.com/p/abc',
      fields: { comments: '사진 예뻐요\n좋은 정보 감사합니다\n사진 예뻐요' },
      priceE7: 4_500_000_000,
      runs: 0,
      interval: 0,
    });
  });

  it('custom comments: too few lines are refused by the shared check, nothing sent; the server’s 400 shows by the form', async () => {
    const fetch = catalog(post(memberApiPaths.order, refuse(400, '댓글 내용 3번째 줄에 쓸 수 없는 문자가 있습니다.')));
    await renderBoard();
    pick(200);
    fireEvent.change(await screen.findByLabelText('댓글 내용', {}, slow), { target: { value: '하나뿐인 댓글' } });
    fill('주문 링크', 'https://www.instagram.com/p/abc');
    submit();
    expect(alertText()).toBe('댓글 내용은(는) 2~100줄이어야 합니다 (지금 1줄).');
    expect(sentBodies(fetch)).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('댓글 내용'), { target: { value: '하나\n둘' } });
    submit();
    await waitFor(() => expect(alertText()).toBe('댓글 내용 3번째 줄에 쓸 수 없는 문자가 있습니다.'), slow);
  });

  it('package: link only, its flat price (not per 1,000), sent without a quantity', async () => {
    const fetch = catalog();
    await renderBoard();
    pick(201);
    await screen.findByText('패키지 1개 9,900원', {}, slow);
    expect(screen.queryByLabelText('주문 수량')).toBeNull();
    expect(screen.queryByText(/1,000개당/)).toBeNull();
    expect(summary().getByText('패키지 1개')).toBeTruthy();
    expect(priceLines()).toEqual([
      ['정가', '9,900원'],
      ['결제 금액', '9,900원'],
    ]);
    fill('주문 링크', 'https://www.instagram.com/my_shop');
    submit();
    await waitFor(() => expect(sentBodies(fetch)).toHaveLength(1), slow);
    expect(sentBodies(fetch)[0]).toEqual({ serviceId: 201, link: 'https://www.instagram.com/my_shop', fields: {}, priceE7: 99_000_000_000, runs: 0, interval: 0 });
  });

  it('subscription: no link box; max × posts × unit price with the refund explained; posts capped by the owner’s setting', async () => {
    const fetch = catalog();
    await renderBoard();
    pick(202);
    await screen.findByLabelText('구독할 계정', {}, slow);
    expect(screen.queryByLabelText('주문 링크')).toBeNull();
    expect(screen.queryByRole('switch', { name: '자동주문 사용' })).toBeNull();
    fill('구독할 계정', 'my_account');
    fill('게시물당 최소 수량', '50');
    fill('게시물당 최대 수량', '100');
    // left blank (it is optional), the owner's cap of 30 posts is ordered, and the form says so before anything is paid
    const posts = screen.getByLabelText(/^새 게시물 수/);
    expect(document.getElementById(posts.getAttribute('aria-describedby')!)?.textContent).toContain('게시물 수를 비우면 최대 30개로 주문됩니다');
    expect(summary().getByText('게시물 30개 × 최대 100개')).toBeTruthy();
    expect(priceLines()).toEqual([
      ['정가', '9,000원'],
      ['결제 금액', '9,000원'],
    ]);
    fill(/^새 게시물 수/, '10');
    fill('게시 후 시작까지', '15');
    expect(summary().getByText('게시물 10개 × 최대 100개')).toBeTruthy();
    expect(priceLines()).toEqual([
      ['정가', '3,000원'],
      ['결제 금액', '3,000원'],
    ]);
    expect(summary().getByText(/게시물당 최대 100개 × 새 게시물 10개 × 1개당 3원.*쓰지 않은 게시물만큼은 포인트로 돌려드립니다/)).toBeTruthy();

    fill(/^새 게시물 수/, '31');
    submit();
    expect(alertText()).toBe('새 게시물 수는 30개까지 정할 수 있습니다.');
    fill(/^새 게시물 수/, '10');
    fill('게시물당 최소 수량', '200');
    submit();
    expect(alertText()).toBe('게시물당 최소 수량은 최대 수량보다 클 수 없습니다.');
    fill('게시물당 최소 수량', '50');
    submit();
    await waitFor(() => expect(sentBodies(fetch)).toHaveLength(1), slow);
    expect(sentBodies(fetch)[0]).toEqual({
      serviceId: 202,
      link: '',
      fields: { username: 'my_account', min: '50', max: '100', posts: '10', delay: '15' },
      priceE7: 30_000_000,
      runs: 0,
      interval: 0,
    });
  });

  it('a Default service keeps its quantity box, auto-orders and link + quantity body', async () => {
    const fetch = catalog(post(memberApiPaths.order, placed({ serviceId: 100, amount: 20 })));
    await renderBoard();
    pick(202);
    await screen.findByLabelText('구독할 계정', {}, slow);
    pick(100);
    await screen.findByLabelText('주문 수량', {}, slow);
    expect(screen.getByRole('switch', { name: '자동주문 사용' })).toBeTruthy();
    fill('주문 링크', 'https://www.instagram.com/me');
    fill('주문 수량', '20');
    submit();
    await waitFor(() => expect(sentBodies(fetch)).toHaveLength(1), slow);
    expect(sentBodies(fetch)[0]).toEqual({ serviceId: 100, link: 'https://www.instagram.com/me', amount: 20, runs: 0, interval: 0, priceE7: 120_000_000 });
  });
  it('a typed order takes a coupon and the tier price: the quote is for its lines, the summary shows what is paid, the code is sent', async () => {
    const quotes: Record<string, unknown>[] = [];
    const fetch = catalog(
      undefined,
      get(memberApiPaths.tier, { tier: { name: 'VIP', color: '#7c3aed', discountPct: 10 }, next: null }),
      post(memberApiPaths.couponQuote, (call) => {
        const body = call.body as Record<string, unknown>;
        quotes.push(body);
        // the server's quote: the tier price of that many units, 10% off it
        const price = body.serviceId === 201 ? 8910 : 1215;
        return { name: '가을 할인', benefit: '10% 할인', terms: { kind: 'order_discount', valueType: 'percent', value: 10, maxDiscount: null }, price, discount: Math.floor(price / 10), payable: price - Math.floor(price / 10) };
      }),
    );
    await renderBoard();
    pick(200);
    fireEvent.change(await screen.findByLabelText('댓글 내용', {}, slow), { target: { value: '사진 예뻐요\n좋은 정보 감사합니다\n최고예요' } });
    // 3 × 450원 = 1,350원, VIP 10% off (rounded down) = 1,215원, as the server charges it
    await waitFor(() => expect(priceLines()).toEqual([['정가', '1,350원'], ['등급 할인', '-135원'], ['결제 금액', '1,215원']]), slow);
    expect(summary().getByText('VIP 10% 할인 적용')).toBeTruthy();
    fireEvent.change(summary().getByLabelText('쿠폰'), { target: { value: 'AUTUMN' } });
    fireEvent.click(summary().getByRole('button', { name: '적용' }));
    await summary().findByText('가을 할인 적용 · 10% 할인', {}, slow);
    expect(quotes).toEqual([{ code: 'AUTUMN', serviceId: 200, quantity: 3 }]);
    // the coupon on the tier price, worked out by the same quote the server charges with
    expect(priceLines()).toEqual([
      ['정가', '1,350원'],
      ['등급 할인', '-135원'],
      ['쿠폰 할인', '-121원'],
      ['결제 금액', '1,094원'],
    ]);

    fill('주문 링크', 'https://www.instagram.com/p/abc');
    submit();
    await waitFor(() => expect(sentBodies(fetch)).toHaveLength(1), slow);
    expect(sentBodies(fetch)[0]).toMatchObject({ serviceId: 200, fields: { comments: '사진 예뻐요\n좋은 정보 감사합니다\n최고예요' }, couponCode: 'AUTUMN' });

    // a package is one unit: its quote asks for quantity 1
    pick(201);
    await waitFor(() => expect(summary().getByText('패키지 1개')).toBeTruthy(), slow);
    fireEvent.change(summary().getByLabelText('쿠폰'), { target: { value: 'AUTUMN' } });
    fireEvent.click(summary().getByRole('button', { name: '적용' }));
    await summary().findByText('-891원', {}, slow);
    expect(quotes[1]).toEqual({ code: 'AUTUMN', serviceId: 201, quantity: 1 });
  });

  it('a typed order whose lines changed after the coupon was applied asks for it again and sends no code', async () => {
    const fetch = catalog(
      undefined,
      post(memberApiPaths.couponQuote, { name: '가을 할인', benefit: '100원 할인', terms: { kind: 'order_discount', valueType: 'fixed', value: 100, maxDiscount: null }, price: 1350, discount: 100, payable: 1250 }),
    );
    await renderBoard();
    pick(200);
    const box = await screen.findByLabelText('댓글 내용', {}, slow);
    fireEvent.change(box, { target: { value: '하나\n둘\n셋' } });
    fireEvent.change(summary().getByLabelText('쿠폰'), { target: { value: 'AUTUMN' } });
    fireEvent.click(summary().getByRole('button', { name: '적용' }));
    await summary().findByText('-100원', {}, slow);
    fireEvent.change(box, { target: { value: '하나\n둘\n셋\n넷' } });
    expect(summary().getByText('상품이나 수량이 바뀌었습니다. 쿠폰을 다시 적용해 주세요.')).toBeTruthy();
    expect(summary().queryByText('-100원')).toBeNull();
    fill('주문 링크', 'https://www.instagram.com/p/abc');
    submit();
    await waitFor(() => expect(sentBodies(fetch)).toHaveLength(1), slow);
    expect(sentBodies(fetch)[0]).not.toHaveProperty('couponCode');
  });
});
