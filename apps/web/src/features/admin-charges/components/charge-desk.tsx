import { adminScreens } from '../../../config/admin-screens';
import { AdminPage } from '../../../components/admin/admin-page';
import { ChargeQueue } from './charge-queue';
import { DepositQueue } from './deposit-queue';
import { ReceiptQueue } from './receipt-queue';

/** Pending top-ups to approve or reject, and bank deposits that matched no request. */
export function ChargeDesk() {
  return (
    <AdminPage title={adminScreens.charges.label} desc="입금을 확인한 뒤 충전 신청을 승인하거나 거절합니다. 승인하면 회원의 포인트가 바로 충전됩니다.">
      <ChargeQueue />
      <DepositQueue />
      <ReceiptQueue />
    </AdminPage>
  );
}
