import { Dashboard } from '../../features/admin/components/dashboard/dashboard';

export default function AdminDashboardRoute() {
  return <Dashboard />;
}
