import { RefillQueue } from '../../features/admin-refills/components/refill-queue';

export default function AdminRefillsRoute() {
  return <RefillQueue />;
}
