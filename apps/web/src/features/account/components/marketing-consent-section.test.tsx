import { AuthState, formatDateTime, msg } from '@snsshop/shared/common';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Toaster } from '../../../components/ui/toaster';
import { memberApiPaths } from '../../../config/member-api-paths';
import { get, mockApi, put, refuse } from '../../../testing/mock-api';
import { renderWithProviders } from '../../../testing/render';
import { resetBetweenTests } from '../../../testing/reset-between-tests';
import { MarketingConsentSection } from './marketing-consent-section';

const signedUpAt = '2026-11-21T03:00:00.000Z';
const changedAt = '2026-12-07T05:00:00.000Z';

describe('marketing consent in /account', () => {
  resetBetweenTests(AuthState.authorization);

  it('shows the sign-up answer with its time, and a change is saved at once and told with its day', async () => {
    let sent: unknown;
    mockApi(
      get(memberApiPaths.marketingConsent, { marketing: false, at: signedUpAt }),
      put(memberApiPaths.marketingConsent, ({ body }) => {
        sent = body;
        return { marketing: true, at: changedAt };
      }),
    );
    renderWithProviders(
      <>
        <MarketingConsentSection />
        <Toaster />
      </>,
    );
    const region = within(await screen.findByRole('region', { name: '마케팅 정보 수신' }));
    const toggle = (await region.findByRole('switch', { name: /마케팅 정보 수신 동의/ })) as HTMLInputElement;
    expect(toggle.checked).toBe(false);
    expect(region.getByText(`${formatDateTime(signedUpAt)} · 동의하지 않음`)).toBeTruthy();
    fireEvent.click(toggle);
    await waitFor(() => expect((region.getByRole('switch', { name: /마케팅 정보 수신 동의/ }) as HTMLInputElement).checked).toBe(true));
    expect(sent).toEqual({ marketing: true });
    expect(await screen.findByText(msg.account.marketingOn(formatDateTime(changedAt).slice(0, 10)))).toBeTruthy();
  });

  it('says so when the change is refused', async () => {
    mockApi(get(memberApiPaths.marketingConsent, { marketing: true, at: signedUpAt }), put(memberApiPaths.marketingConsent, refuse(500, '')));
    renderWithProviders(
      <>
        <MarketingConsentSection />
        <Toaster />
      </>,
    );
    fireEvent.click(await screen.findByRole('switch', { name: /마케팅 정보 수신 동의/ }));
    expect(await screen.findByText(msg.account.marketingFailed)).toBeTruthy();
  });
});

describe('marketing consent in browse mode', () => {
  resetBetweenTests(AuthState.guest);

  it('shows nothing and asks nothing', () => {
    const fetch = mockApi();
    renderWithProviders(<MarketingConsentSection />);
    expect(screen.queryByRole('region', { name: '마케팅 정보 수신' })).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });
});
