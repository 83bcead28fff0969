import { OrderList } from '../../features/admin-orders/components/order-list';

export default function AdminOrdersRoute() {
  return <OrderList />;
}
