import { allowedFeeTypes, chargeBodySchema, chargeFormError, payAmountFor, type ChargeBody, type ChargeRequested } from '@snsshop/shared/charges';
import { AuthState, formatWon, msg, type FeeType } from '@snsshop/shared/common';
import { useState, type FormEvent } from 'react';
import { Field } from '../../../components/ui/field';
import { FormError, useFormError } from '../../../components/ui/form-error';
import { errorMessage } from '../../../lib/api-client';
import { useAuthState } from '../../../lib/auth-state';
import { useSettings } from '../../../lib/get-settings';
import { toast } from '../../../lib/toast';
import { useChargeBonus } from '../api/get-charge-bonus';
import { useCreateCharge } from '../api/create-charge';
import { BonusEvents, bonusForAmount, bonusText } from './bonus-preview';
import { AmountPicker } from './amount-picker';
import { CashReceiptField, emptyCash, emptyInvoice, InvoiceFields, ReceiptType, type CashForm, type InvoiceForm } from './receipt-fields';

function chargeBody(name: string, point: number, feeType: FeeType, invoice: InvoiceForm, cash: CashForm): ChargeBody {
  if (feeType === 'FEE') return { name, point, feeType, feeValue: invoice };
  if (feeType === 'CASH') return { name, point, feeType, feeValue: cash.purpose === 'expense' ? { purpose: 'expense', businessNumber: cash.number } : { phone: cash.number } };
  return { name, point, feeType };
}

export function ChargeForm({ onRequested }: { onRequested: (result: ChargeRequested) => void }) {
  const settings = useSettings();
  const isGuest = useAuthState() === AuthState.guest;
  const createCharge = useCreateCharge();
  const { error, fail, clear } = useFormError();
  const [name, setName] = useState('');
  const [point, setPoint] = useState(0);
  const [chosenFeeType, setChosenFeeType] = useState<FeeType>('NONE');
  const [invoice, setInvoice] = useState<InvoiceForm>(emptyInvoice);
  const [cash, setCash] = useState<CashForm>(emptyCash);

  const receiptOptions = allowedFeeTypes(settings.text('ENABLE_PAYMENT_TYPE'));
  // The settings may arrive (or change) after a choice was made: fall back to the first offered type.
  const feeType = receiptOptions.includes(chosenFeeType) ? chosenFeeType : (receiptOptions[0] ?? 'NONE');
  const feeOn = settings.flag('ENABLE_PAYMENT_FEE');
  const payAmount = payAmountFor(point, feeType, feeOn);
  const offers = useChargeBonus({ enabled: !isGuest }).data?.offers ?? [];
  const bonus = bonusForAmount(offers, point);

  // docs/storefront-rules.md §4: changing the receipt type clears the invoice details filled in so far.
  const changeFeeType = (next: FeeType) => {
    if (next === feeType) return;
    setChosenFeeType(next);
    setInvoice(emptyInvoice);
    setCash(emptyCash);
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (createCharge.isPending) return;
    if (isGuest) return fail(msg.common.guestBlocked);
    const ordered = chargeFormError({ name, point });
    if (ordered) return fail(ordered);
    const body = chargeBody(name, point, feeType, invoice, cash);
    const checked = chargeBodySchema.safeParse(body);
    if (!checked.success) return fail(checked.error.issues[0]?.message ?? msg.charge.failed);
    clear();
    try {
      const result = await createCharge.mutateAsync(body);
      toast.success(msg.charge.success);
      // A second identical request would make the deposit ambiguous (not credited automatically).
      setPoint(0);
      onRequested(result);
    } catch (err) {
      fail(errorMessage(err, msg.charge.failed), err);
    }
  };

  return (
    <form className="card charge-form" onSubmit={onSubmit} noValidate aria-labelledby="charge-form-title">
      <h2 id="charge-form-title" className="point-card__title">
        충전 신청
      </h2>
      <Field
        label="입금자명"
        name="depositor"
        autoComplete="name"
        placeholder="통장에 찍히는 이름 그대로 입력해주세요"
        hint="입금자명과 금액이 신청 내용과 같아야 자동으로 충전됩니다."
        value={name}
        onChange={(e) => setName(e.target.value)}
      />
      <BonusEvents offers={offers} />
      <AmountPicker value={point} onChange={setPoint} quickAmounts={settings.amounts('POINT_CHARGE_BUTTON_OPTIONS')} />
      {receiptOptions.length > 1 && <ReceiptType options={receiptOptions} value={feeType} onChange={changeFeeType} />}
      {feeType === 'FEE' && <InvoiceFields value={invoice} onChange={setInvoice} />}
      {feeType === 'CASH' && <CashReceiptField value={cash} onChange={setCash} />}

      <dl className="charge-summary" aria-label="결제 금액">
        <div>
          <dt>충전 포인트</dt>
          <dd>{formatWon(point)}</dd>
        </div>
        {bonus && (
          <div className="charge-summary__bonus">
            <dt>{bonus.rule.name}</dt>
            <dd data-testid="bonus-preview">{bonusText(bonus.points)}</dd>
          </div>
        )}
        {payAmount !== point && (
          <div>
            <dt>부가세 (10%)</dt>
            <dd>{formatWon(payAmount - point)}</dd>
          </div>
        )}
        <div className="charge-summary__total">
          <dt>입금하실 금액</dt>
          <dd data-testid="pay-amount">{formatWon(payAmount)}</dd>
        </div>
      </dl>
      {feeOn && feeType === 'FEE' && <p className="field__hint">세금계산서를 신청하면 충전 포인트에 부가세 10%를 더한 금액을 입금해주세요.</p>}

      <FormError message={error} />
      <button type="submit" className="btn btn--primary btn--block btn--lg" disabled={createCharge.isPending}>
        충전 신청하기
      </button>
    </form>
  );
}
