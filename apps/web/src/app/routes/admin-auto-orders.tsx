import { AutoOrderList } from '../../features/admin/components/orders/auto-order-list';

export default function AdminAutoOrdersRoute() {
  return <AutoOrderList />;
}
