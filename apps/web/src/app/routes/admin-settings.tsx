import { SettingsScreen } from '../../features/admin-settings/components/settings-screen';

export default function AdminSettingsRoute() {
  return <SettingsScreen />;
}
