import { refundBanks, refundRequestBodySchema, type RefundableCharge } from '@snsshop/shared/refunds';
import { formatWon, msg } from '@snsshop/shared/common';
import { useState, type FormEvent } from 'react';
import { Field, FieldFrame } from '../../../components/ui/field';
import { FormError, useFormError } from '../../../components/ui/form-error';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useCreateRefund } from '../api/create-refund';
import { RefundTakesBackNote } from './refund-takes-back-note';

/** The refund request for one charge: where to send the money and how much (at most what is refundable). */
export function RefundForm({ charge, onDone }: { charge: RefundableCharge; onDone: () => void }) {
  const createRefund = useCreateRefund();
  const { error, fail, clear } = useFormError();
  const [form, setForm] = useState({ email: '', holder: '', bank: '', account: '', points: String(charge.refundable) });
  const set = (key: keyof typeof form) => (value: string) => setForm((f) => ({ ...f, [key]: value }));

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (createRefund.isPending) return;
    const body = { ...form, chargeId: charge.chargeId, points: Number(form.points.replace(/,/g, '')) };
    const checked = refundRequestBodySchema.safeParse(body);
    if (!checked.success) return fail(checked.error.issues[0]?.message ?? msg.charge.failed);
    if (body.points > charge.refundable) return fail(msg.refund.beyondRefundable(charge.refundable));
    clear();
    try {
      const result = await createRefund.mutateAsync(checked.data);
      toast.success(result.message);
      onDone();
    } catch (err) {
      fail(errorMessage(err, msg.charge.failed), err);
    }
  };

  return (
    <form className="refund-form" onSubmit={onSubmit} noValidate aria-label={`충전 ${charge.orderNumber} 환불 신청`}>
      <Field label="환불 금액" name="points" inputMode="numeric" hint={`최대 ${formatWon(charge.refundable)}`} value={form.points} onChange={(e) => set('points')(e.target.value)} />
      <RefundTakesBackNote gifts={charge.gifts} refunding={Number(form.points.replace(/,/g, ''))} />
      <Field label="이메일" name="email" type="email" inputMode="email" autoComplete="email" placeholder="예: me@example.com" value={form.email} onChange={(e) => set('email')(e.target.value)} />
      <Field label="예금주" name="holder" autoComplete="name" placeholder="통장의 이름 그대로" value={form.holder} onChange={(e) => set('holder')(e.target.value)} />
      <FieldFrame label="은행">
        {({ id }) => (
          <select id={id} name="bank" className="input select" value={form.bank} onChange={(e) => set('bank')(e.target.value)}>
            <option value="">은행 선택</option>
            {refundBanks.map(([code, name]) => (
              <option key={code} value={code}>
                {name}
              </option>
            ))}
          </select>
        )}
      </FieldFrame>
      <Field
        className="refund-form__wide"
        label="계좌번호"
        name="account"
        inputMode="numeric"
        autoComplete="off"
        placeholder="숫자만 입력 (10~14자리)"
        hint="계좌번호는 암호화해 보관하며, 화면에는 끝 4자리만 보입니다."
        value={form.account}
        onChange={(e) => set('account')(e.target.value)}
      />
      <FormError message={error} />
      <div className="refund-form__actions">
        <button type="button" className="btn btn--soft" onClick={onDone}>
          닫기
        </button>
        <button type="submit" className="btn btn--primary" disabled={createRefund.isPending}>
          환불 신청하기
        </button>
      </div>
    </form>
  );
}
