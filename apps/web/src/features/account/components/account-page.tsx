import { AuthState } from '@snsshop/shared/common';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { PageSpinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { setAuthState, useAuthState } from '../../../lib/auth-state';
import { useUser } from '../../../lib/get-profile';
import { useSettings } from '../../../lib/get-settings';
import { AccountSection } from './account-section';
import { ApiKeySection } from './api-key-section';
import { ChangePasswordForm } from './change-password-form';
import { DeleteAccountSection } from './delete-account-section';
import { MarketingConsentSection } from './marketing-consent-section';
import { NotificationSection } from './notification-section';
import { WebhookSection } from './webhook-section';
import { ReferralSection } from './referral-section';
import { TierSection } from './tier-section';
import './account.css';

/** /account: the id, the member's tier, referral code, notification choices, password change, API key and account deletion. */
export function AccountPage() {
  const user = useUser();
  const guest = useAuthState() === AuthState.guest;
  const referralEnabled = useSettings().flag('ENABLE_REFERRAL');
  const queryClient = useQueryClient();
  // As in the top bar: a guest leaves browse mode before the sign-up screen.
  const leaveGuest = () => {
    queryClient.clear();
    setAuthState(AuthState.unAuthorization);
  };

  if (!user) return <PageSpinner />;

  return (
    <div className="account">
      <AccountSection title="내 정보">
        <div className="field">
          <label htmlFor="account-id" className="field__label">
            아이디
          </label>
          <input id="account-id" className="input" value={user.id} readOnly />
        </div>
        {guest && (
          <p className="account-note">
            지금은 둘러보기 상태입니다. <Link to={paths.register.path} onClick={leaveGuest}>
              회원가입
            </Link> 후 모든 기능을 이용할 수 있습니다.
          </p>
        )}
      </AccountSection>
      {!guest && <TierSection />}
      {referralEnabled && <ReferralSection referralCode={user.referralCode} />}
      <NotificationSection />
      <MarketingConsentSection />
      <ChangePasswordForm />
      <ApiKeySection apiKey={user.apiKey} />
      {user.apiKey && <WebhookSection />}
      <DeleteAccountSection />
    </div>
  );
}
