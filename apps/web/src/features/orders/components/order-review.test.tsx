import { AuthState } from '@snsshop/shared/common';
import { reviewMessages } from '@snsshop/shared/reviews';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../../testing/mock-fetch';
import { renderWithProviders } from '../../../testing/render';
import { resetBetweenTests } from '../../../testing/reset-between-tests';
import { OrderReview } from './order-review';
import { ServiceReviews } from './service-reviews';

resetBetweenTests(AuthState.authorization);

const review = { id: 9, name: 'abc***', serviceName: '인스타 팔로워', rating: 4, text: '빠르게 들어왔어요. 만족합니다.', reply: null, createdAt: '2026-11-20T03:00:00.000Z' };

describe('구매 후기', () => {
  it('a finished order offers the form; stars and text are checked before sending; the written review replaces the form', async () => {
    let sent: unknown = null;
    mockFetch({
      'GET /rest/service/order/5/review': { body: { canReview: true, review: null } },
      'POST /rest/service/reviews': (init?: RequestInit) => {
        sent = JSON.parse(String(init?.body));
        return { status: 201, body: review };
      },
    });
    renderWithProviders(<OrderReview orderId={5} />);
    const section = within(await screen.findByRole('region', { name: '구매 후기' }));
    fireEvent.click(section.getByRole('button', { name: '후기 등록' }));
    expect(await section.findByText(reviewMessages.ratingInvalid)).toBeTruthy();
    fireEvent.click(section.getByRole('button', { name: '4점' }));
    fireEvent.change(section.getByLabelText('후기 내용'), { target: { value: '짧음' } });
    fireEvent.click(section.getByRole('button', { name: '후기 등록' }));
    expect(await section.findByText(reviewMessages.textTooShort(10))).toBeTruthy();
    expect(sent).toBeNull();
    fireEvent.change(section.getByLabelText('후기 내용'), { target: { value: '빠르게 들어왔어요. 만족합니다.' } });
    fireEvent.click(section.getByRole('button', { name: '후기 등록' }));
    await waitFor(() => expect(sent).toEqual({ orderId: 5, rating: 4, text: '빠르게 들어왔어요. 만족합니다.' }));
    expect(await section.findByText('빠르게 들어왔어요. 만족합니다.')).toBeTruthy();
    expect(section.queryByRole('button', { name: '후기 등록' })).toBeNull();
  });

  it('markup is refused before sending; the server\'s refusal is shown in the form, not only in a toast', async () => {
    const refusal = '이 주문의 후기는 이미 작성했습니다.';
    let posts = 0;
    mockFetch({
      'GET /rest/service/order/5/review': { body: { canReview: true, review: null } },
      'POST /rest/service/reviews': () => {
        posts += 1;
        return { status: 400, body: { statusCode: 400, message: refusal } };
      },
    });
    renderWithProviders(<OrderReview orderId={5} />);
    const section = within(await screen.findByRole('region', { name: '구매 후기' }));
    fireEvent.click(section.getByRole('button', { name: '5점' }));
    fireEvent.change(section.getByLabelText('후기 내용'), { target: { value: '정말 <b>좋아요</b> 빨라요' } });
    fireEvent.click(section.getByRole('button', { name: '후기 등록' }));
    expect((await section.findByRole('alert')).textContent).toBe(reviewMessages.plainTextOnly);
    expect(posts).toBe(0);
    fireEvent.change(section.getByLabelText('후기 내용'), { target: { value: '정말 좋아요, 빨라요.' } });
    fireEvent.click(section.getByRole('button', { name: '후기 등록' }));
    await waitFor(() => expect(section.getByRole('alert').textContent).toBe(refusal));
    expect(posts).toBe(1);
    expect(section.getByRole('button', { name: '후기 등록' })).toBeTruthy();
  });

  it('an order that cannot be reviewed shows nothing', async () => {
    const fetch = mockFetch({ 'GET /rest/service/order/6/review': { body: { canReview: false, review: null } } });
    const { container } = renderWithProviders(<OrderReview orderId={6} />);
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(container.querySelector('section')).toBeNull();
  });

  it('/order shows the average, the count and the latest reviews with the shop reply', async () => {
    mockFetch({ 'GET /rest/service/reviews': { body: { serviceId: 3, average: 4.5, count: 2, latest: [{ ...review, reply: '감사합니다!' }, { ...review, id: 10, rating: 5, text: '두 번째 후기입니다. 좋아요.' }] } } });
    renderWithProviders(<ServiceReviews serviceId={3} />);
    const section = within(await screen.findByRole('region', { name: /구매 후기/ }));
    expect(section.getByText('4.5')).toBeTruthy();
    expect(section.getByText('(2개)')).toBeTruthy();
    expect(section.getAllByRole('listitem')).toHaveLength(2);
    expect(section.getByText('판매자 답글').parentElement?.textContent).toBe('판매자 답글 감사합니다!');
  });
});
