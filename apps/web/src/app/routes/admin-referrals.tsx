import { ReferralsScreen } from '../../features/admin-referrals/components/referrals-screen';

export default function AdminReferralsRoute() {
  return <ReferralsScreen />;
}
