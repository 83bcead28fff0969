import { NotificationsScreen } from '../../features/admin-notifications/components/notifications-screen';

export default function AdminNotificationsRoute() {
  return <NotificationsScreen />;
}
