import { SettingsScreen } from '../../features/admin/components/settings/settings-screen';

export default function AdminSettingsRoute() {
  return <SettingsScreen />;
}
