import type { AdminCharge, UnmatchedDepositItem } from '@snsshop/shared/charges';
import { formatWon } from '@snsshop/shared/common';
import { useState } from 'react';
import { useAdminCharges } from '../api/get-charges';
import { useResolveDeposit } from '../api/resolve-deposit';
import { Modal } from '../../../components/admin/modal';
import { QueryView } from '../../../components/admin/query-view';
import { useConfirm } from '../../../components/admin/use-confirm';
import { FieldFrame } from '../../../components/ui/field';
import { DialogActions } from '../../../components/admin/dialog-actions';

interface ResolveDepositDialogProps {
  deposit: UnmatchedDepositItem | null;
  onClose: () => void;
}

/** Link the deposit to a pending request (approving it) or just mark it handled. */
export function ResolveDepositDialog({ deposit, onClose }: ResolveDepositDialogProps) {
  return (
    <Modal open={deposit !== null} title="입금 처리" onClose={onClose}>
      {deposit && <ResolveLoader key={deposit.id} deposit={deposit} onDone={onClose} />}
    </Modal>
  );
}

function ResolveLoader({ deposit, onDone }: { deposit: UnmatchedDepositItem; onDone: () => void }) {
  // the newest 200 waiting requests to pick from (the most one page holds)
  const pending = useAdminCharges({ status: 'pending', q: '', page: 1, size: 200 });
  return (
    <QueryView query={pending} what="승인 대기 충전 신청">
      {(page) => <ResolveForm deposit={deposit} candidates={page.items} onDone={onDone} />}
    </QueryView>
  );
}

function ResolveForm({ deposit, candidates, onDone }: { deposit: UnmatchedDepositItem; candidates: AdminCharge[]; onDone: () => void }) {
  const resolve = useResolveDeposit();
  const { ask, dialog } = useConfirm();
  const suggested = candidates.find((c) => c.id === deposit.chargeId) ?? candidates.find((c) => c.payAmount === deposit.amount);
  const [choice, setChoice] = useState<string>(suggested ? String(suggested.id) : '');

  const submit = () => {
    const charge = candidates.find((c) => String(c.id) === choice);
    ask({
      title: charge ? '입금 확인 후 충전 승인' : '처리 완료로 표시',
      message: charge
        ? `${deposit.depositor}님의 ${formatWon(deposit.amount)} 입금으로 ${charge.loginId} 회원의 충전 신청 #${charge.id}을 승인합니다. ${formatWon(charge.point)}이 충전됩니다.`
        : `${deposit.depositor}님의 ${formatWon(deposit.amount)} 입금을 충전 없이 처리 완료로 표시할까요? (환불 등은 따로 처리해주세요.)`,
      confirmLabel: charge ? '승인하기' : '처리 완료',
      onConfirm: () => resolve.mutate({ id: deposit.id, chargeId: charge?.id }, { onSuccess: onDone }),
    });
  };

  return (
    <form
      className="adm-form"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <dl className="adm-facts">
        <div>
          <dt>입금자명</dt>
          <dd>{deposit.depositor}</dd>
        </div>
        <div>
          <dt>입금액</dt>
          <dd>{formatWon(deposit.amount)}</dd>
        </div>
      </dl>
      <FieldFrame label="승인할 충전 신청" hint="승인을 기다리는 신청만 보입니다. 금액이 같은 신청을 먼저 골라 두었습니다.">
        {({ id, hintId }) => (
          <select id={id} aria-describedby={hintId} className="input select" value={choice} onChange={(e) => setChoice(e.target.value)}>
            <option value="">충전 없이 처리 완료만 하기</option>
            {candidates.map((c) => (
              <option key={c.id} value={c.id}>
                #{c.id} {c.loginId} · 입금자 {c.depositor} · {formatWon(c.payAmount)}
              </option>
            ))}
          </select>
        )}
      </FieldFrame>
      <DialogActions onCancel={onDone} confirmLabel="처리하기" pending={resolve.isPending} />
      {dialog}
    </form>
  );
}
