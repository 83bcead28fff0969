import { ReconciliationScreen } from '../../features/admin-reconciliation/components/reconciliation-screen';

export default function AdminReconciliationRoute() {
  return <ReconciliationScreen />;
}
