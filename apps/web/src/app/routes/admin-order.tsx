import { OrderDetail } from '../../features/admin/components/orders/order-detail';

export default function AdminOrderRoute() {
  return <OrderDetail />;
}
