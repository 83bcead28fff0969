import { OrderActionsById } from '../../features/admin-orders/components/order-actions-by-id';
import { InquiryInbox } from '../../features/admin-support/components/inquiry-inbox';

export default function AdminInquiriesRoute() {
  return <InquiryInbox orderActions={(orderId) => <OrderActionsById id={orderId} />} />;
}
