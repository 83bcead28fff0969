import { AutoOrderList } from '../../features/admin-orders/components/auto-order-list';

export default function AdminAutoOrdersRoute() {
  return <AutoOrderList />;
}
