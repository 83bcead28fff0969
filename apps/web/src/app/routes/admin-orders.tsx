import { OrderList } from '../../features/admin/components/orders/order-list';

export default function AdminOrdersRoute() {
  return <OrderList />;
}
