import { AuthState } from '@snsshop/shared/common';
import { massOrderMessages as m, orderMessages, type MassOrderLine, type MassOrderPreview } from '@snsshop/shared/orders';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { memberApiPaths } from '../../../config/member-api-paths';
import { apiPaths } from '../../../config/paths';
import { callsTo, get, mockApi, networkDown, post, refuse } from '../../../testing/mock-api';
import { renderWithProviders } from '../../../testing/render';
import { resetBetweenTests } from '../../../testing/reset-between-tests';
import { MassOrderScreen } from './mass-order-screen';

resetBetweenTests(AuthState.authorization);

const line = (lineNo: number, over: Partial<MassOrderLine> = {}): MassOrderLine => ({
  lineNo,
  text: `7 | https://www.instagram.com/p/a${lineNo} | 100`,
  serviceId: 7,
  serviceName: '인스타그램 팔로워',
  link: `https://www.instagram.com/p/a${lineNo}`,
  quantity: 100,
  charge: 4_500,
  chargeText: '4,500원',
  error: null,
  orderId: null,
  ...over,
});

const withBadLine: MassOrderPreview = {
  lines: [line(1), line(2, { quantity: 5, charge: null, chargeText: null, error: orderMessages.belowMin })],
  valid: { count: 1, total: 4_500, totalText: '4,500원' },
  invalidCount: 1,
  balance: 10_000,
  balanceText: '10,000원',
  allRefusal: m.lineError(2, orderMessages.belowMin),
  validOnly: { count: 1, total: 4_500, totalText: '4,500원' },
};

const paste = (text: string) => fireEvent.change(screen.getByLabelText('주문 목록'), { target: { value: text } });

describe('대량 주문 screen', () => {
  it("sends the pasted text for the server's preview and shows each line's product and price or its Korean error; 모두 주문 is off and says why", async () => {
    const fetchMock = mockApi(post(memberApiPaths.massOrderPreview, withBadLine));
    renderWithProviders(<MassOrderScreen />, { path: '/mass-order' });
    const text = '7 | https://www.instagram.com/p/a1 | 100\n\n7\thttps://www.instagram.com/p/a2\t5';
    paste(text);
    expect(screen.getByText('2 / 100줄')).toBeTruthy(); // the blank line is not counted
    fireEvent.click(screen.getByRole('button', { name: '미리보기' }));

    const list = await screen.findByRole('list', { name: '줄별 미리보기' });
    expect(callsTo(fetchMock, 'POST', memberApiPaths.massOrderPreview).map((c) => c.body)).toEqual([{ text }]);
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first!.textContent).toContain('인스타그램 팔로워');
    expect(first!.textContent).toContain('4,500원');
    expect(second!.textContent).toContain(orderMessages.belowMin);
    expect(screen.getByText(/모두 주문할 수 없습니다/).textContent).toContain(m.lineError(2, orderMessages.belowMin));
    expect((screen.getByRole('button', { name: /^모두 주문/ }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('button', { name: '주문할 수 있는 줄만 주문 (1건 · 4,500원)' })).toBeTruthy();
  });

  it('orders the valid lines with one key and the total it saw: a retry after a lost answer sends the same key; the result lists each order', async () => {
    let tries = 0;
    const fetchMock = mockApi(
      post(memberApiPaths.massOrderPreview, withBadLine),
      post(memberApiPaths.massOrder, () => {
        tries += 1;
        if (tries === 1) return networkDown();
        return {
          lines: [line(1, { orderId: 501 }), withBadLine.lines[1]!],
          placed: { count: 1, total: 4_500, totalText: '4,500원' },
          balance: 5_500,
          balanceText: '5,500원',
          message: m.placed(1, '4,500원'),
        };
      }),
      get(apiPaths.profile, { id: 'member1', point: 5_500, apiKey: null }),
    );
    renderWithProviders(<MassOrderScreen />, { path: '/mass-order' });
    paste('7 | https://www.instagram.com/p/a1 | 100\n7 | https://www.instagram.com/p/a2 | 5');
    fireEvent.click(screen.getByRole('button', { name: '미리보기' }));
    const validOnly = await screen.findByRole('button', { name: /줄만 주문/ });
    fireEvent.click(validOnly);
    await screen.findByRole('alert');
    fireEvent.click(screen.getByRole('button', { name: /줄만 주문/ }));
    const result = await screen.findByRole('list', { name: '줄별 주문 결과' });
    expect(result.textContent).toContain('주문번호 501');
    expect(screen.getByText(/1건을 주문했습니다/).textContent).toContain('남은 포인트 5,500원');
    const sent = callsTo(fetchMock, 'POST', memberApiPaths.massOrder);
    expect(sent.map((c) => c.body)).toEqual([1, 2].map(() => ({ text: expect.any(String), mode: 'valid', total: 4_500 })));
    expect(sent[0]!.headers['Idempotency-Key']).toBeTruthy();
    expect(sent[1]!.headers['Idempotency-Key']).toBe(sent[0]!.headers['Idempotency-Key']);
    expect((screen.getByLabelText('주문 목록') as HTMLTextAreaElement).value).toBe('');
  });

  it('a total that changed since the preview: the refusal is shown with the new preview, and the next tap sends the new total under a new key', async () => {
    const repriced: MassOrderPreview = { ...withBadLine, lines: [line(1, { charge: 5_000, chargeText: '5,000원' }), withBadLine.lines[1]!], valid: { count: 1, total: 5_000, totalText: '5,000원' }, validOnly: { count: 1, total: 5_000, totalText: '5,000원' } };
    let previews = 0;
    const fetchMock = mockApi(
      post(memberApiPaths.massOrderPreview, () => (++previews === 1 ? withBadLine : repriced)),
      post(memberApiPaths.massOrder, (call) => ((call.body as { total: number }).total === 4_500 ? refuse(409, m.totalChanged('4,500원', '5,000원')) : refuse(400, m.noValidLine))),
    );
    renderWithProviders(<MassOrderScreen />, { path: '/mass-order' });
    paste('7 | https://www.instagram.com/p/a1 | 100\n7 | https://www.instagram.com/p/a2 | 5');
    fireEvent.click(screen.getByRole('button', { name: '미리보기' }));
    fireEvent.click(await screen.findByRole('button', { name: '주문할 수 있는 줄만 주문 (1건 · 4,500원)' }));
    expect(await screen.findByText(m.totalChanged('4,500원', '5,000원'))).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: '주문할 수 있는 줄만 주문 (1건 · 5,000원)' }));
    await screen.findByText(m.noValidLine);
    const sent = callsTo(fetchMock, 'POST', memberApiPaths.massOrder);
    expect(sent.map((c) => (c.body as { total: number }).total)).toEqual([4_500, 5_000]);
    expect(sent[1]!.headers['Idempotency-Key']).not.toBe(sent[0]!.headers['Idempotency-Key']);
  });

  it('says in Korean what is wrong before asking the server: nothing pasted, more than 100 lines', () => {
    const fetchMock = mockApi();
    renderWithProviders(<MassOrderScreen />, { path: '/mass-order' });
    fireEvent.click(screen.getByRole('button', { name: '미리보기' }));
    expect(screen.getByRole('alert').textContent).toBe(m.empty);
    paste(Array.from({ length: 101 }, (_, i) => `7 https://x.com/${i} 10`).join('\n'));
    fireEvent.click(screen.getByRole('button', { name: '미리보기' }));
    expect(screen.getByRole('alert').textContent).toBe(m.tooManyLines(101));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
