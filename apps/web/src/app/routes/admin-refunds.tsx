import { RefundQueue } from '../../features/admin-refunds/components/refund-queue';

export default function AdminRefundsRoute() {
  return <RefundQueue />;
}
