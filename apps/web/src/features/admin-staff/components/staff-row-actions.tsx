import { staffRoleLabel, staffRoles, type StaffMember, type StaffRole } from '@snsshop/shared/staff';
import { useConfirm } from '../../../components/admin/use-confirm';
import { useChangeStaffRole, useRemoveStaff, useResetStaffTwoFactor, useSetStaffSuspended, useUnlockStaffTwoFactor } from '../api/change-staff';

/** What the owner may do to another staff member (never to themselves). */
export function StaffActions({ s, self }: { s: StaffMember; self: boolean }) {
  const suspend = useSetStaffSuspended();
  const remove = useRemoveStaff();
  const reset = useResetStaffTwoFactor();
  const unlock = useUnlockStaffTwoFactor();
  const { ask, dialog } = useConfirm();
  if (self) return <span className="adm-hint">나</span>;
  return (
    <div className="adm-actions">
      <button type="button" className="btn btn--soft btn--sm" onClick={() => suspend.mutate({ id: s.memberId, suspend: s.status === 'active' })}>
        {s.status === 'active' ? '정지' : '정지 해제'}
      </button>
      {s.twoFactorLock && (
        <button type="button" className="btn btn--primary btn--sm" disabled={unlock.isPending} onClick={() => unlock.mutate(s.memberId)}>
          잠금 해제
        </button>
      )}
      {s.twoFactorEnrolled && (
        <button type="button" className="btn btn--soft btn--sm" onClick={() => ask({ title: '2단계 인증 초기화', message: `${s.loginId}님의 관리자 화면 로그인이 모두 끝납니다. 다시 로그인해 인증 앱을 새로 등록합니다.`, confirmLabel: '초기화', onConfirm: () => reset.mutate(s.memberId) })}>
          2단계 인증 초기화
        </button>
      )}
      <button type="button" className="btn btn--danger btn--sm" onClick={() => ask({ title: '운영자 내보내기', message: `${s.loginId}님의 관리자 권한을 없애고 모든 세션을 끝냅니다. 회원 계정은 남습니다.`, confirmLabel: '내보내기', onConfirm: () => remove.mutate(s.memberId) })}>
        내보내기
      </button>
      {dialog}
    </div>
  );
}

/** A staff member's role, changed on the spot; one's own stays. */
export function RoleSelect({ s, self }: { s: StaffMember; self: boolean }) {
  const change = useChangeStaffRole();
  return (
    <select className="input input--sm" aria-label={`${s.loginId} 역할`} value={s.role} disabled={self || change.isPending} onChange={(e) => change.mutate({ id: s.memberId, role: e.target.value as StaffRole })}>
      {staffRoles.map((r) => (
        <option key={r} value={r}>
          {staffRoleLabel[r]}
        </option>
      ))}
    </select>
  );
}
