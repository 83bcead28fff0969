import { OrderDetail } from '../../features/admin-orders/components/order-detail';

export default function AdminOrderRoute() {
  return <OrderDetail />;
}
