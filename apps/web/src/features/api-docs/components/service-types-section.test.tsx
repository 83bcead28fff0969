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
    expect(paramsOf('Subscriptions')).toEqual([['username', '필수'], ['min', '필수'], ['max', '필수'], ['posts', '선택'], ['delay', '필수'], ['expiry', '선택']]);
    // posts left out is not "unlimited": the page says what it is instead
    const posts = within(screen.getByRole('list', { name: 'Subscriptions 주문 항목' })).getAllByRole('listitem')[3]!;
    expect(posts.textContent).toContain('비우면 운영자가 정한 최대 게시물 수(기본 100개)로 주문되고, 그만큼 먼저 결제됩니다. 0은 받지 않습니다.');
    expect(screen.getByLabelText('자동 좋아요 구독 주문 예시').textContent).toContain('-d expiry=31/12/2026');
  });
});
