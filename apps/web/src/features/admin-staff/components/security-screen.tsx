import { staffRoleLabel } from '@snsshop/shared/staff';
import { AdminPage, Panel } from '../../../components/admin/admin-page';
import { useAdminMe } from '../../../lib/admin/get-admin-me';
import { useEndOtherSessions } from '../api/sessions';
import { SessionTable } from './session-table';

const twoFactorText = { ok: '사용 중', verify: '사용 중', enrol: '등록 필요', off: '사용 안 함 (역할에 필수가 아님)' } as const;

/** Every staff member's own security: their role, two-factor sign-in, and where they are signed in. */
export function SecurityScreen() {
  const me = useAdminMe().data;
  const endOthers = useEndOtherSessions();
  return (
    <AdminPage title="내 보안" desc="비밀번호를 바꾸면 다른 기기의 로그인도 모두 끝납니다.">
      {me && (
        <Panel title="내 계정">
          <p>
            {me.loginId} · {staffRoleLabel[me.role]} · 2단계 인증 {twoFactorText[me.twoFactor]}
          </p>
        </Panel>
      )}
      <Panel
        title="로그인한 기기"
        actions={
          <button type="button" className="btn btn--soft btn--sm" onClick={() => endOthers.mutate()}>
            다른 기기 모두 로그아웃
          </button>
        }
      >
        <SessionTable scope="mine" />
      </Panel>
    </AdminPage>
  );
}
