import { adminRefundSchema, refundStateLabel } from '@snsshop/shared/refunds';
import { adminApiPaths } from '../../../config/admin-paths';
import { adminApi, useAdminMutation } from '../../../lib/admin/admin-request';

type Decision = { id: number; action: 'approve' } | { id: number; action: 'check-toss' } | { id: number; action: 'reject'; reason: string } | { id: number; action: 'sent'; transferDate: string };

/** 승인, 거절 (with the reason the member reads), 송금 완료 (with the transfer date) and a Toss cancel's check. */
export const decideRefund = ({ id, action, ...body }: Decision) => adminApi.post(adminApiPaths.refundAction(id, action), Object.keys(body).length ? body : undefined, adminRefundSchema);

export function useDecideRefund() {
  return useAdminMutation({ mutationFn: decideRefund, success: (r) => `환불 신청 #${r.id}: ${refundStateLabel[r.state]}`, overlay: true });
}
