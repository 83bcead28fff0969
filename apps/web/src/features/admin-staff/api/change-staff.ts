import { staffInvitedSchema, staffMemberSchema, staffPolicySchema, type StaffInviteBody, type StaffPolicy, type StaffRole } from '@snsshop/shared/staff';
import { adminApiPaths } from '../../../config/admin-paths';
import { adminApi, useAdminMutation } from '../../../lib/admin/admin-request';

export const inviteStaff = (body: StaffInviteBody) => adminApi.post(adminApiPaths.staff, body, staffInvitedSchema);
export const useInviteStaff = () => useAdminMutation({ mutationFn: inviteStaff, overlay: true });

export const changeStaffRole = ({ id, role }: { id: number; role: StaffRole }) => adminApi.patch(adminApiPaths.staffMember(id), { role }, staffMemberSchema);
export const useChangeStaffRole = () => useAdminMutation({ mutationFn: changeStaffRole, success: '역할을 바꿨습니다.' });

export const setStaffSuspended = ({ id, suspend }: { id: number; suspend: boolean }) =>
  adminApi.post(suspend ? adminApiPaths.staffSuspend(id) : adminApiPaths.staffRestore(id), {}, staffMemberSchema);
export const useSetStaffSuspended = () => useAdminMutation({ mutationFn: setStaffSuspended, success: (s) => (s.status === 'suspended' ? '정지했습니다. 모든 세션이 끝났습니다.' : '다시 쓸 수 있게 했습니다.') });

export const removeStaff = (id: number) => adminApi.delete(adminApiPaths.staffMember(id));
export const useRemoveStaff = () => useAdminMutation({ mutationFn: removeStaff, success: (r) => r.message });

export const resetStaffTwoFactor = (id: number) => adminApi.delete(adminApiPaths.staffTwoFactor(id)).then(() => ({ message: '2단계 인증을 초기화하고 로그인 중이던 세션을 모두 끝냈습니다. 다시 로그인해 등록합니다.' }));
export const useResetStaffTwoFactor = () => useAdminMutation({ mutationFn: resetStaffTwoFactor, success: (r) => r.message });

export const unlockStaffTwoFactor = (id: number) => adminApi.post(adminApiPaths.staffTwoFactorUnlock(id), {}, staffMemberSchema);
export const useUnlockStaffTwoFactor = () => useAdminMutation({ mutationFn: unlockStaffTwoFactor, success: (s) => `${s.loginId}님의 2단계 인증 잠금을 풀었습니다. 다시 인증 코드를 입력할 수 있습니다.` });

export const saveStaffPolicy = (policy: StaffPolicy) => adminApi.put(adminApiPaths.staffPolicy, policy, staffPolicySchema);
export const useSaveStaffPolicy = () => useAdminMutation({ mutationFn: saveStaffPolicy, success: '보안 설정을 저장했습니다.' });

