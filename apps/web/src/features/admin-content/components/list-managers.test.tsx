import { AuthState, msg } from '@snsshop/shared/common';
import type { AdminQna, AdminRegisterWhere } from '@snsshop/shared/content';
import { rolePermissions } from '@snsshop/shared/staff';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Toaster } from '../../../components/ui/toaster';
import { mockFetch } from '../../../testing/mock-fetch';
import { renderWithProviders } from '../../../testing/render';
import { resetBetweenTests } from '../../../testing/reset-between-tests';
import { QnaManager } from './qna-manager';
import { RegisterWhereManager } from './register-where-manager';

resetBetweenTests(AuthState.authorization);

const qna: AdminQna = { id: 3, title: '충전은 언제 되나요?', answer: '입금 확인 후 바로 됩니다.', visible: true, sortOrder: 1 };
const option: AdminRegisterWhere = { id: 7, text: '지인 추천', visible: false, sortOrder: 0 };

type Fetch = ReturnType<typeof mockFetch>;
const sent = (fetch: Fetch, method: string) =>
  fetch.mock.calls.filter(([, init]) => init?.method === method).map(([url, init]) => ({ url: new URL(String(url), 'http://localhost').pathname, body: init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined }));

function setupQna() {
  const fetch = mockFetch({
    'GET /rest/admin/qnas': { body: [qna] },
    'POST /rest/admin/qnas': { body: { ...qna, id: 4 } },
    'PATCH /rest/admin/qnas/3': { body: qna },
    'DELETE /rest/admin/qnas/3': { body: { message: '' } },
  });
  renderWithProviders(
    <>
      <QnaManager />
      <Toaster />
    </>,
  );
  return fetch;
}

describe('console list editors', () => {
  it('show a role that may only read the content (accountant) the list, without adding, editing, deleting or switching', async () => {
    const me = { id: 5, loginId: 'books', role: 'accountant', permissions: [...rolePermissions.accountant], twoFactor: 'off' };
    const fetch = mockFetch({ 'GET /rest/admin/qnas': { body: [qna] }, 'GET /rest/admin/me': { body: me } });
    renderWithProviders(<QnaManager />);
    const table = await screen.findByRole('table', { name: '자주 묻는 질문 목록' });
    await waitFor(() => expect(within(table).getByText('켜짐')).toBeTruthy());
    expect(screen.queryByRole('switch')).toBeNull();
    expect(screen.queryByRole('button', { name: /추가|수정|삭제/ })).toBeNull();
    expect(sent(fetch, 'PATCH')).toEqual([]);
  });

  it('lists the questions, switches one off, edits it and deletes it after a confirm', async () => {
    const fetch = setupQna();
    const table = await screen.findByRole('table', { name: '자주 묻는 질문 목록' });
    expect(within(table).getByText(qna.title)).toBeTruthy();

    fireEvent.click(screen.getByRole('switch', { name: `${qna.title} 노출` }));
    await waitFor(() => expect(sent(fetch, 'PATCH')).toEqual([{ url: '/rest/admin/qnas/3', body: { visible: false } }]));
    expect(await screen.findByText(msg.admin.saved)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: `${qna.title} 수정` }));
    const dialog = screen.getByRole('dialog', { name: '질문 수정' });
    expect((within(dialog).getByLabelText('질문') as HTMLInputElement).value).toBe(qna.title);
    fireEvent.change(within(dialog).getByLabelText('답변'), { target: { value: '  ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '저장' }));
    expect(within(dialog).getByRole('alert').textContent).toBe(msg.admin.qnaAnswerRequired);
    fireEvent.change(within(dialog).getByLabelText('답변'), { target: { value: '10분 안에 됩니다.' } });
    fireEvent.change(within(dialog).getByLabelText('정렬 순서'), { target: { value: '5' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '저장' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent(fetch, 'PATCH')[1]).toEqual({ url: '/rest/admin/qnas/3', body: { title: qna.title, answer: '10분 안에 됩니다.', visible: true, sortOrder: 5 } });

    fireEvent.click(screen.getByRole('button', { name: `${qna.title} 삭제` }));
    const confirm = screen.getByRole('alertdialog', { name: '질문 삭제' });
    expect(confirm.textContent).toContain(`'${qna.title}' 질문을 삭제할까요?`);
    expect(sent(fetch, 'DELETE')).toEqual([]);
    fireEvent.click(within(confirm).getByRole('button', { name: '삭제하기' }));
    await waitFor(() => expect(sent(fetch, 'DELETE')).toEqual([{ url: '/rest/admin/qnas/3', body: undefined }]));
    expect(await screen.findByText(msg.admin.deleted)).toBeTruthy();
  });

  it('adds a question with a new form and cancels without sending', async () => {
    const fetch = setupQna();
    await screen.findByRole('table', { name: '자주 묻는 질문 목록' });
    fireEvent.click(screen.getByRole('button', { name: '질문 추가' }));
    let dialog = screen.getByRole('dialog', { name: '질문 추가' });
    fireEvent.click(within(dialog).getByRole('button', { name: '취소' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: '질문 추가' }));
    dialog = screen.getByRole('dialog', { name: '질문 추가' });
    expect((within(dialog).getByLabelText('질문') as HTMLInputElement).value).toBe('');
    fireEvent.change(within(dialog).getByLabelText('질문'), { target: { value: '환불되나요?' } });
    fireEvent.change(within(dialog).getByLabelText('답변'), { target: { value: '네.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '저장' }));
    await waitFor(() => expect(sent(fetch, 'POST')).toEqual([{ url: '/rest/admin/qnas', body: { title: '환불되나요?', answer: '네.', visible: true, sortOrder: 0 } }]));
    expect(await screen.findByText(msg.admin.created)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the server message when a sign-up route cannot be deleted, with the row switch showing its state', async () => {
    const fetch = mockFetch({
      'GET /rest/admin/register-where': { body: [option] },
      'DELETE /rest/admin/register-where/7': { status: 409, body: { statusCode: 409, message: '사용 중인 가입 경로입니다.' } },
    });
    renderWithProviders(
      <>
        <RegisterWhereManager />
        <Toaster />
      </>,
    );
    await screen.findByRole('table', { name: '가입 경로 목록' });
    expect((screen.getByRole('switch', { name: '지인 추천 노출' }) as HTMLInputElement).checked).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: '지인 추천 삭제' }));
    const confirm = screen.getByRole('alertdialog', { name: '가입 경로 삭제' });
    expect(confirm.textContent).toContain(`'지인 추천'을(를) 삭제할까요?`);
    fireEvent.click(within(confirm).getByRole('button', { name: '삭제하기' }));
    expect(await screen.findByText('사용 중인 가입 경로입니다.')).toBeTruthy();
    expect(sent(fetch, 'DELETE')).toHaveLength(1);
  });
});
