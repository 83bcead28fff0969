import { ChargeDesk } from '../../features/admin-charges/components/charge-desk';

export default function AdminChargesRoute() {
  return <ChargeDesk />;
}
