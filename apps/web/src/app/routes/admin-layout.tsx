import { AdminLayout } from '../../components/layouts/admin-layout';

export default function AdminLayoutRoute() {
  return <AdminLayout />;
}
