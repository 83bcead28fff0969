import { AutoOrderDetail } from '../../features/admin-orders/components/auto-order-detail';

export default function AdminAutoOrderRoute() {
  return <AutoOrderDetail />;
}
