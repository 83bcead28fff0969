import { formatWon, msg } from '@snsshop/shared/common';
import { refundPairText, type AdminRefund } from '@snsshop/shared/refunds';
import { useState } from 'react';
import { AdminForm, DialogActions } from '../../../components/admin/dialog-actions';
import { Modal } from '../../../components/admin/modal';
import { Field } from '../../../components/ui/field';
import { FormError } from '../../../components/ui/form-error';
import { useDecideRefund } from '../api/decide-refund';

export type DialogKind = 'reject' | 'sent';

const today = () => new Date(Date.now() + 9 * 3600_000).toISOString().slice(0, 10);

/** 거절 needs a reason the member reads; 송금 완료 the date the money was sent. */
export function RefundDecisionDialog({ target, onClose }: { target: { refund: AdminRefund; kind: DialogKind } | null; onClose: () => void }) {
  return (
    <Modal open={target !== null} title={target?.kind === 'sent' ? '송금 완료' : '환불 거절'} onClose={onClose}>
      {target && <DecisionForm key={`${target.refund.id}-${target.kind}`} refund={target.refund} kind={target.kind} onDone={onClose} />}
    </Modal>
  );
}

function DecisionForm({ refund, kind, onDone }: { refund: AdminRefund; kind: DialogKind; onDone: () => void }) {
  const decide = useDecideRefund();
  const [value, setValue] = useState(kind === 'sent' ? today() : '');
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    if (kind === 'reject') {
      if (value.trim() === '') return setError(msg.refund.reasonRequired);
      decide.mutate({ id: refund.id, action: 'reject', reason: value.trim() }, { onSuccess: onDone });
    } else {
      if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return setError(msg.refund.transferDateInvalid);
      decide.mutate({ id: refund.id, action: 'sent', transferDate: value }, { onSuccess: onDone });
    }
  };
  return (
    <AdminForm onSubmit={submit}>
      <p>
        {kind === 'reject'
          ? `${refund.memberLoginId} 회원의 환불 신청을 거절합니다. 보류한 포인트는 회원에게 돌아가고, 회원은 이 사유를 봅니다.`
          : `${refund.bankName} ${refund.account ?? refund.accountMasked} (${refund.holder ?? '-'})로 ${formatWon(refund.amount)}을 보낸 날짜를 입력하세요. 회원에게 환불 완료 알림이 갑니다.`}
      </p>
      <p className="adm-hint">
        {refundPairText(refund)}
      </p>
      {kind === 'reject' ? (
        <Field label="거절 사유" value={value} maxLength={300} onChange={(e) => setValue(e.target.value)} placeholder="예: 계좌 정보가 맞지 않습니다." />
      ) : (
        <Field label="송금일" type="date" value={value} onChange={(e) => setValue(e.target.value)} />
      )}
      <FormError message={error} />
      <DialogActions cancelLabel="닫기" onCancel={onDone} confirmLabel={kind === 'reject' ? '거절하기' : '송금 완료'} pending={decide.isPending} danger={kind === 'reject'} />
    </AdminForm>
  );
}
