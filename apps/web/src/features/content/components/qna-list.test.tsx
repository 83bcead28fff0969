import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { contentApiPaths } from '../../../config/content-api-paths';
import { get, mockApi } from '../../../testing/mock-api';
import { renderWithProviders } from '../../../testing/render';
import { resetBetweenTests } from '../../../testing/reset-between-tests';
import { QnaList } from './qna-list';

resetBetweenTests();

const qnas = [
  { id: 1, title: '주문 후 언제 시작되나요?', answer: '대부분 0~6시간 이내에 시작됩니다.' },
  { id: 2, title: '환불이 가능한가요?', answer: '결제 후 72시간 이내에 가능합니다.' },
  { id: 3, title: '비밀번호가 필요한가요?', answer: '아니요. 링크만 있으면 됩니다.' },
];

const question = (name: string) => screen.getByRole('button', { name: new RegExp(name) });
const openAnswers = () => screen.queryAllByRole('region').map((r) => r.textContent);

describe('자주 묻는 질문', () => {
  it('opens one answer at a time; opening another closes the first, a second click closes it', async () => {
    mockApi(get(contentApiPaths.qnas, qnas));
    renderWithProviders(<QnaList />);
    await screen.findByText('환불이 가능한가요?');
    expect(openAnswers()).toEqual([]);

    fireEvent.click(question('환불'));
    expect(question('환불').getAttribute('aria-expanded')).toBe('true');
    expect(openAnswers()).toEqual(['A결제 후 72시간 이내에 가능합니다.']);

    fireEvent.click(question('비밀번호'));
    expect(question('환불').getAttribute('aria-expanded')).toBe('false');
    expect(openAnswers()).toEqual(['A아니요. 링크만 있으면 됩니다.']);

    fireEvent.click(question('비밀번호'));
    expect(openAnswers()).toEqual([]);
  });

  it('moves between questions with the arrow keys', async () => {
    mockApi(get(contentApiPaths.qnas, qnas));
    renderWithProviders(<QnaList />);
    await screen.findByText('환불이 가능한가요?');
    question('주문 후').focus();
    fireEvent.keyDown(question('주문 후'), { key: 'ArrowDown' });
    expect(document.activeElement).toBe(question('환불'));
    fireEvent.keyDown(question('환불'), { key: 'End' });
    expect(document.activeElement).toBe(question('비밀번호'));
    fireEvent.keyDown(question('비밀번호'), { key: 'ArrowDown' });
    expect(document.activeElement).toBe(question('주문 후'));
  });
});
