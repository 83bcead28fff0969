import type { AdminMe } from '@snsshop/shared/staff';
import { NewPasswordScreen } from '../../features/admin-staff/components/new-password-screen';

export default function AdminNewPasswordRoute({ me }: { me: AdminMe }) {
  return <NewPasswordScreen me={me} />;
}
