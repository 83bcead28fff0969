import { ChargeDesk } from '../../features/admin/components/charges/charge-desk';

export default function AdminChargesRoute() {
  return <ChargeDesk />;
}
