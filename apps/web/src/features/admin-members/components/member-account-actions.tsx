import type { AdminMember } from '@snsshop/shared/members';
import { useRestoreMember } from '../api/restore-member';
import { useSendResetLink } from '../api/send-reset-link';
import { useSuspendMember } from '../api/suspend-member';
import { useConfirm } from '../../../components/admin/use-confirm';

/** Suspend or restore the account, and e-mail a password reset link — each after a question. */
export function MemberAccountActions({ member }: { member: AdminMember }) {
  const suspend = useSuspendMember();
  const restore = useRestoreMember();
  const reset = useSendResetLink();
  const { ask, dialog } = useConfirm();
  const deleted = member.status === 'deleted';

  return (
    <div className="adm-form">
      <div className="adm-inline">
        {member.status === 'suspended' ? (
          <button
            type="button"
            className="btn btn--soft"
            disabled={restore.isPending}
            onClick={() =>
              ask({
                title: '정지 해제',
                message: `${member.loginId} 회원의 정지를 해제할까요? 다시 로그인하고 주문할 수 있게 됩니다.`,
                confirmLabel: '해제하기',
                onConfirm: () => restore.mutate({ id: member.id }),
              })
            }
          >
            정지 해제
          </button>
        ) : (
          <button
            type="button"
            className="btn btn--danger"
            disabled={deleted || suspend.isPending}
            onClick={() =>
              ask({
                title: '회원 정지',
                message: `${member.loginId} 회원을 정지할까요? 로그인 중인 기기에서 모두 로그아웃되고, 로그인과 API 사용이 막힙니다.`,
                confirmLabel: '정지하기',
                onConfirm: () => suspend.mutate({ id: member.id }),
              })
            }
          >
            회원 정지
          </button>
        )}
        <button
          type="button"
          className="btn"
          disabled={deleted || !member.email || reset.isPending}
          onClick={() =>
            ask({
              title: '비밀번호 재설정 링크',
              message: `${member.email ?? ''} 주소로 30분 동안 한 번 쓸 수 있는 비밀번호 재설정 링크를 보낼까요?`,
              confirmLabel: '보내기',
              onConfirm: () => reset.mutate(member.id),
            })
          }
        >
          비밀번호 재설정 링크 보내기
        </button>
      </div>
      {!member.email && !deleted && <p className="adm-hint">이메일이 없는 회원에게는 재설정 링크를 보낼 수 없습니다.</p>}
      {dialog}
    </div>
  );
}
