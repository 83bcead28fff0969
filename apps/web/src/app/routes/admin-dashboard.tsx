import { Dashboard } from '../../features/admin-dashboard/components/dashboard';

export default function AdminDashboardRoute() {
  return <Dashboard />;
}
