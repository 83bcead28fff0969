import { receiptRecordBodySchema, type AdminReceipt } from '@snsshop/shared/charges';
import { useState } from 'react';
import { AdminForm, DialogActions } from '../../../components/admin/dialog-actions';
import { Modal } from '../../../components/admin/modal';
import { Field } from '../../../components/ui/field';
import { FormError } from '../../../components/ui/form-error';
import { errorMessage } from '../../../lib/api-client';
import { useRecordReceipt } from '../api/record-receipt';
import { ReceiptBuyerLines } from './receipt-buyer-lines';
import { receiptWon } from './receipt-columns';

const today = () => new Date(Date.now() + 9 * 3600_000).toISOString().slice(0, 10);

/** 홈택스에서 직접 발급한 영수증의 승인번호와 발급일을 기록합니다. */
export function ReceiptRecordDialog({ receipt, onClose }: { receipt: AdminReceipt | null; onClose: () => void }) {
  return (
    <Modal open={receipt !== null} title="홈택스 발급 기록" onClose={onClose}>
      {receipt && <RecordForm key={receipt.id} receipt={receipt} onDone={onClose} />}
    </Modal>
  );
}

function RecordForm({ receipt, onDone }: { receipt: AdminReceipt; onDone: () => void }) {
  const record = useRecordReceipt();
  const [number, setNumber] = useState('');
  const [issuedOn, setIssuedOn] = useState(today());
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    const parsed = receiptRecordBodySchema.safeParse({ number, issuedOn });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? null);
    setError(null);
    record.mutate({ id: receipt.id, ...parsed.data }, { onSuccess: onDone, onError: (err) => setError(errorMessage(err, '기록하지 못했습니다. 잠시 후 다시 시도해주세요.')) });
  };
  return (
    <AdminForm onSubmit={submit} aria-label="홈택스 발급 기록">
      <p>
        {receipt.label} <code>{receipt.documentKey}</code> ({receipt.loginId}) — 공급가액 {receiptWon(receipt.supply)} · 부가세 {receiptWon(receipt.tax)} · 합계{' '}
        <strong>{receiptWon(receipt.total)}</strong>
      </p>
      <ReceiptBuyerLines receipt={receipt} />
      <p className="adm-hint">홈택스에서 발급한 뒤 국세청 승인번호를 입력하세요. 기록하면 발급 완료로 바뀌고, 누가 언제 기록했는지 감사 기록에 남습니다.</p>
      <Field label="국세청 승인번호" value={number} maxLength={30} onChange={(e) => setNumber(e.target.value)} placeholder="예: 123456789" />
      <Field label="발급일" type="date" value={issuedOn} onChange={(e) => setIssuedOn(e.target.value)} />
      <FormError message={error} />
      <DialogActions onCancel={onDone} confirmLabel="발급 완료로 기록" pending={record.isPending} />
    </AdminForm>
  );
}
