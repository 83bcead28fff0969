import { AutoOrderDetail } from '../../features/admin/components/orders/auto-order-detail';

export default function AdminAutoOrderRoute() {
  return <AutoOrderDetail />;
}
