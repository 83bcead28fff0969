import { formatWon } from '@snsshop/shared/common';
import { pointAdjustBodySchema, type AdminMember } from '@snsshop/shared/members';
import { useState } from 'react';
import { FormError, useFormError } from '../../../components/ui/form-error';
import { useAdjustPoints } from '../api/adjust-points';
import { newRequestId } from '../../../lib/admin/format';
import { useConfirm } from '../../../components/admin/use-confirm';
import { Field, FieldFrame } from '../../../components/ui/field';
import { AdminForm } from '../../../components/admin/dialog-actions';

type Direction = 'add' | 'subtract';

/** Amount typed as "10,000" or "10000"; anything else is not a number. */
const parseAmount = (s: string) => (/^[\d,]+$/.test(s.trim()) ? Number(s.replace(/,/g, '')) : Number.NaN);

/** Give or take points with a required reason; one ledger row, confirmed first. */
export function PointsAdjustForm({ member }: { member: AdminMember }) {
  const [direction, setDirection] = useState<Direction>('add');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const { error, fail, clear } = useFormError();
  const adjust = useAdjustPoints();
  const { ask, dialog } = useConfirm();
  const disabled = member.status === 'deleted';

  const submit = () => {
    clear();
    const value = parseAmount(amount);
    const delta = direction === 'add' ? value : -value;
    const parsed = pointAdjustBodySchema.safeParse({ delta, reason, requestId: newRequestId() });
    if (!parsed.success) {
      fail(parsed.error.issues[0]?.message ?? '입력 형식을 맞춰주세요.');
      return;
    }
    const body = parsed.data;
    const after = member.point + body.delta;
    ask({
      title: direction === 'add' ? '포인트 지급' : '포인트 차감',
      message: `${member.loginId} 회원에게 ${formatWon(Math.abs(body.delta))}을 ${direction === 'add' ? '지급' : '차감'}합니다. 조정 후 잔액은 ${formatWon(Math.max(after, 0))}입니다. 사유: ${body.reason}`,
      confirmLabel: direction === 'add' ? '지급하기' : '차감하기',
      onConfirm: () =>
        adjust.mutate(
          { id: member.id, body },
          {
            onSuccess: () => {
              setAmount('');
              setReason('');
            },
          },
        ),
    });
  };

  return (
    <AdminForm onSubmit={submit} aria-label="포인트 조정">
      <fieldset className="adm-form__checks" disabled={disabled}>
        <legend className="sr-only">조정 방향</legend>
        <label className="checkbox">
          <input type="radio" name="direction" checked={direction === 'add'} onChange={() => setDirection('add')} />
          지급 (+)
        </label>
        <label className="checkbox">
          <input type="radio" name="direction" checked={direction === 'subtract'} onChange={() => setDirection('subtract')} />
          차감 (−)
        </label>
      </fieldset>
      <Field
        label="조정 금액(원)"
        inputMode="numeric"
        value={amount}
        disabled={disabled}
        onChange={(e) => setAmount(e.target.value)}
        placeholder="예: 10000"
      />
      <FieldFrame label="사유 (필수)" hint="사유는 포인트 내역과 감사 기록에 남습니다.">
        {({ id, hintId }) => (
          <textarea
            id={id} aria-describedby={hintId}
            className="input"
            value={reason}
            disabled={disabled}
            maxLength={200}
            onChange={(e) => setReason(e.target.value)}
            placeholder="예: 이벤트 당첨 지급, 입금 오류 정정"
            rows={2}
          />
        )}
      </FieldFrame>
      <FormError message={error} />
      <div className="adm-form__actions">
        <button type="submit" className="btn btn--primary" disabled={disabled || adjust.isPending}>
          포인트 조정
        </button>
      </div>
      {dialog}
    </AdminForm>
  );
}
