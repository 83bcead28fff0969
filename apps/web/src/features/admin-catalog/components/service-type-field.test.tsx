import { AuthState } from '@snsshop/shared/common';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { mockFetch } from '../../../testing/mock-fetch';
import { resetBetweenTests } from '../../../testing/reset-between-tests';
import { imported, setupServiceForm } from './service-form-fixture';

resetBetweenTests(AuthState.authorization);

const setup = setupServiceForm;

const form = () => screen.getByRole('form');
const typeSelect = () => within(form()).getByLabelText('상품 유형') as HTMLSelectElement;
const save = () => fireEvent.click(within(form()).getByRole('button', { name: '저장' }));
const sent = (fetch: ReturnType<typeof mockFetch>) =>
  fetch.mock.calls.filter(([, init]) => init?.method === 'PATCH').map(([, init]) => JSON.parse(String(init?.body)) as unknown);

describe('service type in the editor', () => {
  it('shows the type in Korean with the fields it takes, and sends a changed type alone', async () => {
    const { fetch, onDone } = setup(imported);
    expect(typeSelect().value).toBe('Default');
    expect(within(form()).getByText(/주문 항목: 링크, 수량\./)).toBeTruthy();
    fireEvent.change(typeSelect(), { target: { value: 'Custom Comments' } });
    expect(within(form()).getByText(/주문 항목: 링크, 댓글 내용\. 수량을 보내지 않습니다/)).toBeTruthy();
    expect(within(form()).getByRole('note').textContent).toContain('기본 (링크 + 수량)에서 커스텀 댓글(으)로 바꿉니다');
    save();
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(sent(fetch)).toEqual([{ serviceType: 'Custom Comments' }]);
  });

  it('shows an unknown imported type but offers only the known ones; left alone it is not sent', async () => {
    const { fetch, onDone } = setup({ ...imported, serviceType: 'Story Views', readOnly: true });
    expect(typeSelect().value).toBe('Story Views');
    const unknown = within(typeSelect()).getByRole('option', { name: '알 수 없는 유형 (Story Views)' }) as HTMLOptionElement;
    expect(unknown.disabled).toBe(true);
    expect(within(typeSelect()).getAllByRole('option').filter((o) => !(o as HTMLOptionElement).disabled)).toHaveLength(18);
    expect(within(form()).getByText(/알지 못하는 유형이라 주문을 받을 수 없습니다/)).toBeTruthy();
    fireEvent.change(within(form()).getByLabelText('상품명'), { target: { value: '스토리 조회수' } });
    save();
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(sent(fetch)).toEqual([{ text: '스토리 조회수' }]);
  });
});
