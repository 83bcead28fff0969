import { useOrder } from '../api/get-order';
import { OrderActions } from './order-actions';

/** The order's console actions where only its id is at hand (the inquiry inbox's linked order). */
export function OrderActionsById({ id }: { id: number }) {
  const order = useOrder(id);
  return order.data ? <OrderActions order={order.data.order} /> : null;
}
