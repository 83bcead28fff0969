import { staffRoleLabel, staffRoles, type StaffPolicy, type StaffRole } from '@snsshop/shared/staff';
import { useState } from 'react';
import { useSaveStaffPolicy } from '../api/change-staff';

/** Which roles must use two-factor sign-in (every role by default; a role unticked is warned about), and when an important action asks for a fresh code. */
export function PolicyForm({ policy }: { policy: StaffPolicy }) {
  const save = useSaveStaffPolicy();
  const [draft, setDraft] = useState(policy);
  const relaxed = staffRoles.filter((r) => !draft.twoFactorRoles.includes(r));
  const toggle = (r: StaffRole) => setDraft((d) => ({ ...d, twoFactorRoles: d.twoFactorRoles.includes(r) ? d.twoFactorRoles.filter((x) => x !== r) : [...d.twoFactorRoles, r] }));
  return (
    <form
      className="adm-form"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate(draft);
      }}
    >
      <fieldset className="adm-inline">
        <legend className="field__label">2단계 인증을 꼭 써야 하는 역할</legend>
        {staffRoles.map((r) => (
          <label key={r} className="adm-check">
            <input type="checkbox" checked={draft.twoFactorRoles.includes(r)} onChange={() => toggle(r)} /> {staffRoleLabel[r]}
          </label>
        ))}
      </fieldset>
      {relaxed.length > 0 && (
        <div className="adm-staff__relaxed" role="alert">
          <strong>{relaxed.map((r) => staffRoleLabel[r]).join(', ')}</strong> 역할은 2단계 인증 없이 비밀번호만으로 관리자 화면에 들어옵니다. 모든 역할이 회원의 개인정보(아이디,
          연락처, 주문 내역)를 보므로, 비밀번호가 새면 그대로 드러납니다. 꼭 필요할 때만 해제하세요.
        </div>
      )}
      <label className="field">
        <span className="field__label">중요한 작업 전 코드 재확인 간격 (분)</span>
        <input className="input" inputMode="numeric" value={draft.stepUpMinutes} onChange={(e) => setDraft({ ...draft, stepUpMinutes: Number(e.target.value.replace(/\D/g, '')) })} />
      </label>
      <label className="field">
        <span className="field__label">이 포인트를 넘는 충전 승인은 코드 재확인</span>
        <input className="input" inputMode="numeric" value={draft.chargeStepUpAbove} onChange={(e) => setDraft({ ...draft, chargeStepUpAbove: Number(e.target.value.replace(/\D/g, '')) })} />
      </label>
      <button type="submit" className="btn btn--primary" disabled={save.isPending}>
        저장
      </button>
    </form>
  );
}
