import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { RouteIdScreen } from './route-id-screen';

afterEach(cleanup);

const at = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/admin/orders/:id" element={<RouteIdScreen notFound="주문을 찾을 수 없습니다.">{(id) => <p>주문 {id}</p>}</RouteIdScreen>} />
      </Routes>
    </MemoryRouter>,
  );

describe('a console screen for one record named by the address', () => {
  it('draws the record for a positive whole-number id', () => {
    at('/admin/orders/31');
    expect(screen.getByText('주문 31')).toBeTruthy();
  });

  // the same rule as the server's: an id in another notation (hex, a decimal point, an exponent, a sign, a leading 0) names no record
  it.each(['abc', '0', '-4', '1.5', '0x1f', '1.0', '1e0', '+1', '%201', '01'])('answers %s with the Korean not-found card, drawing nothing else', (id) => {
    at(`/admin/orders/${id}`);
    expect(screen.getByText('주문을 찾을 수 없습니다.')).toBeTruthy();
    expect(screen.queryByText(/^주문 \d/)).toBeNull();
  });
});
