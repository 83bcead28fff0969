import { providerServiceTypes } from '@snsshop/shared/catalog';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ServiceTypesSection } from './service-types-section';

const paramsOf = (type: string) =>
  within(screen.getByRole('list', { name: `${type} 주문 항목` }))
    .getAllByRole('listitem')
    .map((li) => [li.querySelector('code')?.textContent, within(li).queryByText('필수') ? '필수' : '선택']);

describe('the /api page: which fields each service type takes', () => {
  it('lists every type with the parameters the server checks, link and quantity only where the type takes them', () => {
    render(<ServiceTypesSection v2Url="https://api.shop.example/api/v2" />);
    for (const type of providerServiceTypes) expect(screen.getByRole('list', { name: `${type} 주문 항목` })).toBeTruthy();
    expect(paramsOf('Default')).toEqual([['link', '필수'], ['quantity', '필수']]);
    expect(paramsOf('Package')).toEqual([['link', '필수']]);
    expect(paramsOf('Custom Comments')).toEqual([['link', '필수'], ['comments', '필수']]);
    expect(paramsOf('Poll')).toEqual([['link', '필수'], ['quantity', '필수'], ['answer_number', '필수']]);
    expect(paramsOf('Subscriptions')).toEqual([['username', '필수'], ['min', '필수'], ['max', '필수'], ['posts', '필수'], ['delay', '필수'], ['expiry', '선택']]);
    expect(screen.getByLabelText('자동 좋아요 구독 주문 예시').textContent).toContain('-d expiry=31/12/2026');
  });
});
