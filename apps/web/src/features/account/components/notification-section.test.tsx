import { AuthState } from '@snsshop/shared/common';
import { notificationEvents, notificationEventNames, notificationMessages } from '@snsshop/shared/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Toaster } from '../../../components/ui/toaster';
import { memberApiPaths } from '../../../config/member-api-paths';
import { get, mockApi, put } from '../../../testing/mock-api';
import { renderWithProviders } from '../../../testing/render';
import { resetBetweenTests } from '../../../testing/reset-between-tests';
import { NotificationSection } from './notification-section';

const prefs = (off: string[] = []) => ({
  items: notificationEventNames.map((event) => ({ event, label: notificationEvents[event].label, kind: notificationEvents[event].kind, enabled: !off.includes(event) })),
});

describe('notification choices in /account', () => {
  resetBetweenTests(AuthState.authorization);

  it('shows a switch per event, on by default, and saves a change at once', async () => {
    let sent: unknown;
    const fetch = mockApi(
      get(memberApiPaths.notificationPreferences, prefs()),
      put(memberApiPaths.notificationPreferences, ({ body }) => {
        sent = body;
        return prefs(['order.completed']);
      }),
    );
    renderWithProviders(
      <>
        <NotificationSection />
        <Toaster />
      </>,
    );
    const region = within(await screen.findByRole('region', { name: '알림 설정' }));
    const done = await region.findByRole('switch', { name: '주문 완료' });
    expect(region.getAllByRole('switch')).toHaveLength(notificationEventNames.length);
    expect(region.getAllByRole('switch').every((s) => (s as HTMLInputElement).checked)).toBe(true);
    fireEvent.click(done);
    await waitFor(() => expect((region.getByRole('switch', { name: '주문 완료' }) as HTMLInputElement).checked).toBe(false));
    expect(sent).toEqual({ items: [{ event: 'order.completed', enabled: false }] });
    expect(await screen.findByText(notificationMessages.preferencesSaved)).toBeTruthy();
    expect(fetch.mock.calls.filter(([, init]) => init?.method === 'PUT')).toHaveLength(1);
  });
});

describe('notification choices in browse mode', () => {
  resetBetweenTests(AuthState.guest);

  it('shows nothing and asks nothing', () => {
    const fetch = mockApi();
    renderWithProviders(<NotificationSection />);
    expect(screen.queryByRole('region', { name: '알림 설정' })).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });
});
