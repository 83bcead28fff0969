import { SecurityScreen } from '../../features/admin-staff/components/security-screen';

export default function AdminSecurityRoute() {
  return <SecurityScreen />;
}
