import { unmatchedDepositSchema } from '@snsshop/shared/charges';
import { adminApiPaths } from '../../../config/admin-paths';
import { adminApi, useAdminMutation } from '../../../lib/admin/admin-request';

/** Marks the deposit handled; with a charge id that charge is approved in the same step. */
export const resolveDeposit = ({ id, chargeId }: { id: number; chargeId?: number }) =>
  adminApi.post(adminApiPaths.depositResolve(id), chargeId === undefined ? {} : { chargeId }, unmatchedDepositSchema);

export function useResolveDeposit() {
  return useAdminMutation({
    mutationFn: resolveDeposit,
    success: (d) => (d.chargeId ? '입금을 확인하고 충전을 승인했습니다.' : '입금 내역을 처리 완료로 바꿨습니다.'),
    overlay: true,
  });
}
