import { AuthState } from '@snsshop/shared/common';
import { rolePermissions } from '@snsshop/shared/staff';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppRoutes } from '../router';
import { renderWithProviders } from '../../testing/render';
import { resetBetweenTests } from '../../testing/reset-between-tests';
import { apiPaths } from '../../config/paths';
import { adminApiPaths } from '../../config/admin-paths';
import { get, mockApi, post, refuse } from '../../testing/mock-api';
import { shopSettings } from '../../testing/shop-settings';

resetBetweenTests(AuthState.authorization);

describe('two-factor enrolment', () => {
  it('says why when the server refuses to start it, under QR 코드 받기', async () => {
    const refusal = '관리자 화면을 쓰려면 먼저 새 비밀번호로 바꿔 주세요.';
    mockApi(
      get(apiPaths.settings, shopSettings()),
      get(adminApiPaths.me, { id: 2, loginId: 'helper', role: 'support', permissions: [...rolePermissions.support], twoFactor: 'enrol' }),
      post(adminApiPaths.twoFactorEnrolment, refuse(403, refusal)),
    );
    renderWithProviders(<AppRoutes />, { path: '/admin' });
    fireEvent.click(await screen.findByRole('button', { name: 'QR 코드 받기' }, { timeout: 5000 }));
    expect((await screen.findByRole('alert')).textContent).toBe(refusal);
  });
});
