import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiPaths } from '../../config/paths';
import { get, mockApi } from '../../testing/mock-api';
import { renderWithProviders } from '../../testing/render';
import { resetBetweenTests } from '../../testing/reset-between-tests';

resetBetweenTests();
afterEach(() => vi.useRealTimers());

const popups = [
  { id: 11, enabled: true, imageUrl: '/popups/event.png' },
  { id: 12, enabled: false, imageUrl: '/popups/old.png' },
  { id: 13, enabled: true, imageUrl: '/popups/notice.png' },
];

/** A fresh page load at `now`: the module (and its "closed this visit" memory) starts over. */
async function visit(now: Date, path = '/order') {
  vi.useFakeTimers({ now, toFake: ['Date'] });
  vi.resetModules();
  const fetched = mockApi(get(apiPaths.popups, popups));
  const { StartupPopups } = await import('./startup-popups');
  return { ...renderWithProviders(<StartupPopups />, { path }), fetched };
}

const dialog = () => screen.findByRole('dialog');
const image = async () => (await dialog()).querySelector('img')?.getAttribute('src');

describe('start-up popups', () => {
  it('shows the enabled popups one after another; 닫기, Escape and the backdrop close', async () => {
    await visit(new Date(2026, 10, 21, 10));
    expect((await dialog()).getAttribute('aria-label')).toBe('공지 팝업 1/2');
    expect(await image()).toBe('/popups/event.png');
    expect(document.activeElement?.textContent).toBe('닫기');
    fireEvent.click(screen.getByRole('button', { name: '닫기' }));
    expect(await image()).toBe('/popups/notice.png');
    fireEvent.keyDown(await dialog(), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(localStorage.getItem('popup-hidden')).toBeNull();
  });

  it('a click on the backdrop closes the popup', async () => {
    await visit(new Date(2026, 10, 21, 10));
    await dialog();
    fireEvent.click(screen.getByTestId('popup-backdrop'));
    expect(await image()).toBe('/popups/notice.png');
  });

  it('"오늘 하루 보지 않기" hides a popup for the rest of the day, and it is back the next day', async () => {
    const first = await visit(new Date(2026, 10, 21, 10));
    await dialog();
    fireEvent.click(screen.getByRole('button', { name: '오늘 하루 보지 않기' }));
    expect(JSON.parse(localStorage.getItem('popup-hidden')!)).toEqual([{ popupId: '11', date: '20261121' }]);
    first.unmount();

    const later = await visit(new Date(2026, 10, 21, 23, 50));
    expect(await image()).toBe('/popups/notice.png');
    expect((await dialog()).getAttribute('aria-label')).toBe('공지 팝업 1/1');
    later.unmount();

    await visit(new Date(2026, 10, 22, 0, 10));
    expect(await image()).toBe('/popups/event.png');
  });

  it('keeps Tab inside the popup', async () => {
    await visit(new Date(2026, 10, 21, 10));
    const box = await dialog();
    const [hideButton, closeButton] = screen.getAllByRole('button');
    closeButton!.focus();
    fireEvent.keyDown(box, { key: 'Tab' });
    expect(document.activeElement).toBe(hideButton);
    fireEvent.keyDown(box, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(closeButton);
  });

  it('stays away from the terms pages', async () => {
    const view = await visit(new Date(2026, 10, 21, 10), '/terms/privacy');
    await waitFor(() => expect(view.fetched).toHaveBeenCalled());
    await act(async () => {
      await new Promise((r) => setTimeout(r, 20));
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
