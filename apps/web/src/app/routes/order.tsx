import { OrderBoard } from '../../features/orders/components/order-board';

export default function OrderRoute() {
  return (
    <div className="page">
      <OrderBoard />
    </div>
  );
}
