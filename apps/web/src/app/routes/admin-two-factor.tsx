import type { AdminMe } from '@snsshop/shared/staff';
import { TwoFactorScreen } from '../../features/admin-staff/components/two-factor-screen';

export default function AdminTwoFactorRoute({ me }: { me: AdminMe }) {
  return <TwoFactorScreen me={me} />;
}
