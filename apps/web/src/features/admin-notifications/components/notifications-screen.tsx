import { TabbedAdminPage } from '../../../components/admin/tabbed-admin-page';
import { adminScreens } from '../../../config/admin-screens';
import { NotificationLog } from './notification-log';
import { OwnerAlertForm } from './owner-alert-form';
import { TemplateEditor } from './template-editor';
import { WebhookDeliveryLog } from './webhook-delivery-log';
import './notifications.css';

const tabs = [
  { key: 'log', label: '발송 기록', view: NotificationLog },
  { key: 'templates', label: '템플릿', view: TemplateEditor },
  { key: 'owner', label: '관리자 알림', view: OwnerAlertForm },
  { key: 'webhooks', label: '웹훅', view: WebhookDeliveryLog },
] as const;

/** /admin/notifications: what was sent to whom (with resend) and the texts members receive. */
export function NotificationsScreen() {
  return (
    <TabbedAdminPage
      title={adminScreens.notifications.label}
      desc="회원에게 보낸 알림톡·문자·이메일의 결과를 보고 다시 보내며, 알림마다 템플릿 ID와 문구를, 관리자 알림을 받을 곳을 정합니다."
      menuLabel="알림 메뉴"
      tabs={tabs}
    />
  );
}
