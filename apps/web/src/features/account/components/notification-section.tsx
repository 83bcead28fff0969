import { notificationMessages, type NotificationEvent } from '@snsshop/shared/notifications';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useNotificationPreferences } from '../api/get-notification-preferences';
import { useUpdateNotificationPreferences } from '../api/update-notification-preferences';
import { AccountSection } from './account-section';
import { useIsMember } from './use-is-member';

/** Which notices the member receives (알림톡, else 문자, else 이메일); each switch saves at once. */
export function NotificationSection() {
  const isMember = useIsMember();
  const prefs = useNotificationPreferences(isMember);
  const update = useUpdateNotificationPreferences();
  if (!isMember) return null;

  const save = (event: NotificationEvent, enabled: boolean) =>
    update.mutate(
      { items: [{ event, enabled }] },
      {
        onSuccess: () => toast.success(notificationMessages.preferencesSaved),
        onError: (err) => toast.error(errorMessage(err, '알림 설정을 저장하지 못했습니다. 잠시 후 다시 시도해주세요.')),
      },
    );

  return (
    <AccountSection title="알림 설정" description="카카오톡 알림톡으로 보내고, 받을 수 없으면 문자, 휴대폰 번호가 없으면 이메일로 보냅니다.">
      {prefs.isPending ? (
        <p className="account-note">불러오는 중…</p>
      ) : prefs.isError ? (
        <p className="account-note">알림 설정을 불러오지 못했습니다. 잠시 후 다시 시도해주세요.</p>
      ) : (
        <ul className="account-prefs">
          {prefs.data.items.map((p) => (
            <li key={p.event}>
              <label className="account-pref">
                <span className="account-pref__label">
                  {p.label}
                  {p.kind === 'marketing' && <span className="account-pref__tag">광고성 · 동의 시에만</span>}
                </span>
                <input type="checkbox" role="switch" className="account-pref__switch" checked={p.enabled} disabled={update.isPending} onChange={(e) => save(p.event, e.target.checked)} />
              </label>
            </li>
          ))}
        </ul>
      )}
    </AccountSection>
  );
}
