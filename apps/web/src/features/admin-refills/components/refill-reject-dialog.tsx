import { msg } from '@snsshop/shared/common';
import type { AdminRefill } from '@snsshop/shared/refills';
import { useState } from 'react';
import { AdminForm, DialogActions } from '../../../components/admin/dialog-actions';
import { Modal } from '../../../components/admin/modal';
import { Field } from '../../../components/ui/field';
import { FormError } from '../../../components/ui/form-error';
import { useRejectRefill } from '../api/reject-refill';

/** 거절 needs a reason: the member reads it beside 리필 거절 on the order. */
export function RefillRejectDialog({ refill, onClose }: { refill: AdminRefill | null; onClose: () => void }) {
  return (
    <Modal open={refill !== null} title="리필 거절" onClose={onClose}>
      {refill && <RejectForm key={refill.id} refill={refill} onDone={onClose} />}
    </Modal>
  );
}

function RejectForm({ refill, onDone }: { refill: AdminRefill; onDone: () => void }) {
  const reject = useRejectRefill();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  return (
    <AdminForm
      onSubmit={() => {
        if (reason.trim() === '') return setError(msg.refill.rejectReasonRequired);
        reject.mutate({ id: refill.id, body: { reason: reason.trim() } }, { onSuccess: onDone });
      }}
    >
      <p>
        {refill.loginId} 회원의 주문 #{refill.orderId} 리필 요청을 거절합니다. 회원은 주문내역에서 이 사유를 봅니다.
      </p>
      <Field label="거절 사유" value={reason} maxLength={200} onChange={(e) => setReason(e.target.value)} placeholder="예: 이탈이 확인되지 않았습니다." />
      <FormError message={error} />
      <DialogActions cancelLabel="닫기" onCancel={onDone} confirmLabel="거절하기" pending={reject.isPending} danger />
    </AdminForm>
  );
}
