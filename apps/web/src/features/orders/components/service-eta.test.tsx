import { OrderStatus } from '@snsshop/shared/common';
import { memberOrder } from '../../../testing/member-order';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../../testing/mock-fetch';
import { renderWithProviders } from '../../../testing/render';
import { resetBetweenTests } from '../../../testing/reset-between-tests';
import { OrderSuccessCard } from './order-success-card';
import { ServiceEta } from './service-eta';

const stats = [
  { serviceId: 100, startMedianSec: 12 * 60, per1000Sec: 3 * 3600 + 20 * 60, completionPct: 96 },
  { serviceId: 200, startMedianSec: null, per1000Sec: null, completionPct: null },
];

resetBetweenTests();

describe('service ETA line', () => {
  it('shows the start time and speed from the shop\'s own orders, with the completion rate', async () => {
    mockFetch({ 'GET /rest/service/service-stats': { body: stats } });
    renderWithProviders(<ServiceEta serviceId={100} />);
    expect(await screen.findByText('평균 시작 12분 · 1,000개당 평균 3시간 20분')).toBeTruthy();
    expect(screen.getByText('최근 30일 완료율 96%')).toBeTruthy();
  });

  it('says "데이터 수집 중" for a service with too few orders, or none at all', async () => {
    mockFetch({ 'GET /rest/service/service-stats': { body: stats } });
    renderWithProviders(
      <>
        <ServiceEta serviceId={200} />
        <ServiceEta serviceId={300} />
      </>,
    );
    expect(await screen.findAllByText('데이터 수집 중')).toHaveLength(2);
    expect(screen.queryByText(/완료율/)).toBeNull();
  });

  it('stays out of the way when the figures cannot be read', async () => {
    mockFetch({});
    const view = renderWithProviders(<ServiceEta serviceId={100} />);
    await new Promise((r) => setTimeout(r, 20));
    expect(view.container.querySelector('.service-eta')).toBeNull();
  });

  it('the success card shows the ordered service\'s ETA and links to the order\'s progress', async () => {
    mockFetch({ 'GET /rest/service/service-stats': { body: stats } });
    const order = memberOrder(42, { link: 'https://instagram.com/me', point: 450, status: OrderStatus.PENDING, canCancel: true });
    renderWithProviders(<OrderSuccessCard order={order} serviceName="한국인 팔로워" onClose={() => {}} />);
    expect(await screen.findByText('평균 시작 12분 · 1,000개당 평균 3시간 20분')).toBeTruthy();
    expect(screen.getByRole('link', { name: '진행 상황 보기' }).getAttribute('href')).toBe('/order-history/42');
  });
});
