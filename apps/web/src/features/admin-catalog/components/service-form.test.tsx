import { AuthState, msg } from '@snsshop/shared/common';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { mockFetch } from '../../../testing/mock-fetch';
import { resetBetweenTests } from '../../../testing/reset-between-tests';
import { imported, setupServiceForm } from './service-form-fixture';

resetBetweenTests(AuthState.authorization);

const setup = setupServiceForm;

const form = () => screen.getByRole('form');
const fill = (label: string, value: string) => fireEvent.change(within(form()).getByLabelText(label), { target: { value } });
const save = () => fireEvent.click(within(form()).getByRole('button', { name: '저장' }));
const error = () => within(form()).getByRole('alert').textContent;
const sent = (fetch: ReturnType<typeof mockFetch>) =>
  fetch.mock.calls.filter(([, init]) => init?.method === 'POST' || init?.method === 'PATCH').map(([, init]) => JSON.parse(String(init?.body)) as unknown);

describe('service form', () => {
  it('checks category, name, limits, a price per 1,000 with up to 4 decimals and the provider service id before sending', async () => {
    const { fetch, onDone } = setup();
    save();
    expect(error()).toBe('카테고리를 선택해주세요.');
    fill('카테고리', '10');
    save();
    expect(error()).toBe(msg.admin.textRequired);
    fill('상품명', '인스타그램 한국인 팔로워');
    fill('최소 수량', '100');
    fill('최대 수량', '50');
    fill('단가(원, 1,000개당)', '12.5');
    save();
    expect(error()).toBe(msg.admin.minMaxInvalid);
    fill('최대 수량', '5,000');
    for (const price of ['1.23456', '-1', '열두원', '']) {
      fill('단가(원, 1,000개당)', price);
      save();
      expect(error()).toBe(msg.admin.priceInvalid);
    }
    fill('단가(원, 1,000개당)', '1,962.75');
    fill('공급처', '3');
    save();
    expect(error()).toBe(msg.admin.providerServiceRequired);
    expect(sent(fetch)).toEqual([]);

    fill('공급처 상품 번호', ' 1024 ');
    fill('설명', '실제 한국인 계정으로 들어갑니다.');
    fireEvent.click(within(form()).getByRole('switch', { name: '자동주문 허용' }));
    save();
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(sent(fetch)).toEqual([
      {
        categoryId: 10,
        text: '인스타그램 한국인 팔로워',
        notice: '실제 한국인 계정으로 들어갑니다.',
        min: 100,
        max: 5000,
        pricePer1000: '1962.75',
        readOnly: false,
        enableAuto: true,
        visible: true,
        sortOrder: 0,
        providerId: 3,
        providerServiceId: '1024',
        markupPercent: null,
        serviceType: 'Default',
      },
    ]);
  });

  it('sends only what changed when editing, so an imported price stays managed by the provider sync', async () => {
    const { fetch, onDone } = setup(imported);
    fill('상품명', '인스타그램 외국인 팔로워');
    fireEvent.click(within(form()).getByRole('switch', { name: '쇼핑몰에 노출' }));
    save();
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(sent(fetch)).toEqual([{ text: '인스타그램 외국인 팔로워', visible: true }]);
  });
});

describe('service cancel switch', () => {
  it('sends 취소 가능 only when the owner changes it', async () => {
    const { fetch, onDone } = setup(imported);
    const toggle = within(form()).getByRole('switch', { name: '취소 가능' });
    expect((toggle as HTMLInputElement).checked).toBe(false);
    fireEvent.click(toggle);
    save();
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(sent(fetch)).toEqual([{ cancellable: true }]);
  });
});
