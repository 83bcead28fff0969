import { StaffScreen } from '../../features/admin-staff/components/staff-screen';

export default function AdminStaffRoute() {
  return <StaffScreen />;
}
