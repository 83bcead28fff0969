import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { resetBetweenTests } from '../../../testing/reset-between-tests';
import { GuidePage } from './guide-page';
import { platformGuides } from './platform-guides';

resetBetweenTests();

const seededPlatforms = ['인스타그램', '유튜브', '틱톡', '페이스북', 'X (트위터)', '네이버 블로그', '네이버 카페', '스레드', '텔레그램', '트위치', '카카오', '스포티파이', '디스코드', '사운드클라우드', '웹사이트 트래픽'];
const panel = () => within(screen.getByRole('tabpanel'));

describe('링크 입력 가이드', () => {
  it('has a tab for every seeded platform, each with desktop and mobile steps and drawings', () => {
    renderWithProviders(<GuidePage />, { path: '/guide' });
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(seededPlatforms);
    for (const guide of platformGuides) {
      expect(guide.links.length).toBeGreaterThan(0);
      expect(guide.desktop.steps.length).toBeGreaterThan(1);
      expect(guide.mobile.steps.length).toBeGreaterThan(1);
      expect(guide.mobile.sheet[guide.mobile.pick]).toBeTruthy();
    }
    expect(panel().getByRole('heading', { name: '인스타그램 링크 복사 방법' })).toBeTruthy();
    expect(panel().getByText('https://www.instagram.com/아이디')).toBeTruthy();
    expect(panel().getByRole('heading', { name: /컴퓨터에서 복사하기/ })).toBeTruthy();
    expect(panel().getByRole('heading', { name: /휴대폰 앱에서 복사하기/ })).toBeTruthy();
    expect(document.querySelectorAll('.guide-way svg')).toHaveLength(2);
  });

  it('switches platform by click or arrow keys, and opens the one named in the address', () => {
    const view = renderWithProviders(<GuidePage />, { path: '/guide?platform=youtube' });
    expect(screen.getByRole('tab', { name: '유튜브' }).getAttribute('aria-selected')).toBe('true');
    expect(panel().getByText('https://www.youtube.com/@핸들')).toBeTruthy();

    fireEvent.keyDown(screen.getByRole('tab', { name: '유튜브' }), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: '틱톡' }));
    expect(panel().getByRole('heading', { name: '틱톡 링크 복사 방법' })).toBeTruthy();

    fireEvent.keyDown(screen.getByRole('tab', { name: '틱톡' }), { key: 'End' });
    expect(panel().getByRole('heading', { name: '웹사이트 트래픽 링크 복사 방법' })).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: '디스코드' }));
    expect(panel().getByText(/기간 제한 없음/)).toBeTruthy();
    expect(view.location()).toBe('/guide');
  });
});
