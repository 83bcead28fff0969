import { AuthState } from '@snsshop/shared/common';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { contentApiPaths } from '../../../config/content-api-paths';
import { get, mockApi } from '../../../testing/mock-api';
import { renderWithProviders } from '../../../testing/render';
import { resetBetweenTests } from '../../../testing/reset-between-tests';
import { ServiceUpdatesList } from './service-updates-list';

resetBetweenTests(AuthState.authorization);

const base = { serviceId: 3, serviceText: '한국인 팔로워', platformText: '인스타그램', categoryText: '팔로워' };

describe('서비스 업데이트', () => {
  it('shows each change with its Korean word and what changed, newest first', async () => {
    mockApi(
      get(contentApiPaths.serviceUpdates, [
        { ...base, id: 3, at: '2026-11-25T03:00:00.000Z', kind: 'suspended', kindText: '중지', beforeText: null, afterText: null },
        { ...base, id: 2, at: '2026-11-24T03:00:00.000Z', kind: 'price_up', kindText: '인상', beforeText: '1개당 45원', afterText: '1개당 50원', changeText: '1개당 45원 → 50원' },
        { ...base, id: 1, at: '2026-11-23T03:00:00.000Z', kind: 'new', kindText: '신규', beforeText: null, afterText: '1,000개당 1.96원' },
      ]),
    );
    renderWithProviders(<ServiceUpdatesList />);
    const items = await screen.findAllByRole('listitem');
    expect(items.map((li) => within(li).getByText(/^(중지|인상|신규)$/).textContent)).toEqual(['중지', '인상', '신규']);
    expect(within(items[0]!).getByText('현재 주문 불가')).toBeTruthy();
    expect(within(items[1]!).getByText('1개당 45원 → 50원')).toBeTruthy();
    expect(within(items[2]!).getByText('1,000개당 1.96원')).toBeTruthy();
    expect(within(items[1]!).getByText('인스타그램 · 팔로워')).toBeTruthy();
  });

  it('says so when nothing has changed yet', async () => {
    mockApi(get(contentApiPaths.serviceUpdates, []));
    renderWithProviders(<ServiceUpdatesList />);
    expect(await screen.findByText('아직 알려드릴 변경 사항이 없습니다.')).toBeTruthy();
  });
});
