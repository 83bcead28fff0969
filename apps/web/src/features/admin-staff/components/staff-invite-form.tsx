import { staffRoleLabel, staffRoles, type StaffRole } from '@snsshop/shared/staff';
import { useState } from 'react';
import { Panel } from '../../../components/admin/admin-page';
import { useInviteStaff } from '../api/change-staff';

/** A new staff member by login id and role; the temporary password is shown once. */
export function InviteForm() {
  const invite = useInviteStaff();
  const [loginId, setLoginId] = useState('');
  const [role, setRole] = useState<StaffRole>('support');
  const done = invite.data;
  return (
    <Panel title="운영자 초대">
      <form
        className="adm-form"
        onSubmit={(e) => {
          e.preventDefault();
          invite.mutate({ loginId, role }, { onSuccess: () => setLoginId('') });
        }}
      >
        <div className="adm-inline">
          <input className="input" aria-label="새 운영자 아이디" placeholder="아이디 (영문·숫자 4~20자)" value={loginId} onChange={(e) => setLoginId(e.target.value)} />
          <select className="input" aria-label="역할" value={role} onChange={(e) => setRole(e.target.value as StaffRole)}>
            {staffRoles.map((r) => (
              <option key={r} value={r}>
                {staffRoleLabel[r]}
              </option>
            ))}
          </select>
          <button type="submit" className="btn btn--primary" disabled={invite.isPending || !loginId.trim()}>
            초대
          </button>
        </div>
      </form>
      {done && (
        <p className="adm-hint" role="status">
          <strong>{done.staff.loginId}</strong> 임시 비밀번호: <code>{done.temporaryPassword}</code> — 지금 한 번만 보입니다. 이 비밀번호로 처음 로그인하면 관리자 화면이 먼저 새 비밀번호를 정하게 하고,
          그다음 2단계 인증을 등록하게 합니다. 새 비밀번호를 정하기 전에는 어떤 관리자 화면도 열리지 않습니다.
        </p>
      )}
    </Panel>
  );
}
