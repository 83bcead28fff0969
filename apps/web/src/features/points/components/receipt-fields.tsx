import type { FeeType } from '@snsshop/shared/common';
import { Field } from '../../../components/ui/field';

export const receiptLabel: Record<FeeType, string> = {
  NONE: '신청 안 함',
  FEE: '세금계산서',
  CASH: '현금영수증',
};

export type InvoiceForm = Record<'company' | 'businessNumber' | 'leader' | 'phone' | 'jobType' | 'jobType2' | 'address' | 'email', string>;

export const emptyInvoice: InvoiceForm = { company: '', businessNumber: '', leader: '', phone: '', jobType: '', jobType2: '', address: '', email: '' };

const invoiceFields: { key: keyof InvoiceForm; label: string; placeholder: string; type?: string; inputMode?: 'numeric' | 'tel' | 'email'; wide?: boolean }[] = [
  { key: 'company', label: '상호(회사명)', placeholder: '예: 주식회사 가나다' },
  { key: 'businessNumber', label: '사업자등록번호', placeholder: '예: 123-45-67890', inputMode: 'numeric' },
  { key: 'leader', label: '대표자명', placeholder: '예: 홍길동' },
  { key: 'phone', label: '연락처', placeholder: '예: 010-1234-5678', type: 'tel', inputMode: 'tel' },
  { key: 'jobType', label: '업태', placeholder: '예: 서비스업' },
  { key: 'jobType2', label: '종목', placeholder: '예: 광고대행' },
  { key: 'address', label: '사업장 주소', placeholder: '사업자등록증의 주소', wide: true },
  { key: 'email', label: '세금계산서 받을 이메일', placeholder: '예: tax@example.com', type: 'email', inputMode: 'email', wide: true },
];

interface ReceiptTypeProps {
  options: readonly FeeType[];
  value: FeeType;
  onChange: (value: FeeType) => void;
}

/** Receipt type radio (docs/storefront-rules.md §4 feeType). */
export function ReceiptType({ options, value, onChange }: ReceiptTypeProps) {
  return (
    <fieldset className="receipt-type">
      <legend className="field__label">영수증 신청</legend>
      <div className="receipt-type__options">
        {options.map((option) => (
          <label key={option} className="receipt-type__option">
            <input type="radio" name="feeType" value={option} checked={value === option} onChange={() => onChange(option)} />
            <span>{receiptLabel[option]}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export function InvoiceFields({ value, onChange }: { value: InvoiceForm; onChange: (value: InvoiceForm) => void }) {
  return (
    <div className="receipt-details" role="group" aria-label="세금계산서 발행 정보">
      {invoiceFields.map((f) => (
        <Field
          key={f.key}
          className={f.wide ? 'receipt-details__wide' : undefined}
          label={f.label}
          name={f.key}
          type={f.type ?? 'text'}
          inputMode={f.inputMode}
          placeholder={f.placeholder}
          value={value[f.key]}
          onChange={(e) => onChange({ ...value, [f.key]: e.target.value })}
        />
      ))}
    </div>
  );
}

/** A cash receipt for income deduction goes to a phone (소득공제용), one for a business's expenses to its registration number (지출증빙용). */
export interface CashForm {
  purpose: 'income' | 'expense';
  number: string;
}
export const emptyCash: CashForm = { purpose: 'income', number: '' };

const cashPurposes: { value: CashForm['purpose']; label: string }[] = [
  { value: 'income', label: '소득공제용 (개인)' },
  { value: 'expense', label: '지출증빙용 (사업자)' },
];

export function CashReceiptField({ value, onChange }: { value: CashForm; onChange: (value: CashForm) => void }) {
  const expense = value.purpose === 'expense';
  return (
    <div className="receipt-details receipt-details--single">
      <fieldset className="receipt-type">
        <legend className="field__label">현금영수증 용도</legend>
        <div className="receipt-type__options">
          {cashPurposes.map((p) => (
            <label key={p.value} className="receipt-type__option">
              <input type="radio" name="cashPurpose" value={p.value} checked={value.purpose === p.value} onChange={() => onChange({ purpose: p.value, number: '' })} />
              <span>{p.label}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <Field
        label={expense ? '현금영수증 받을 사업자등록번호' : '현금영수증 받을 휴대폰 번호'}
        name={expense ? 'cashBusinessNumber' : 'cashPhone'}
        type={expense ? 'text' : 'tel'}
        inputMode={expense ? 'numeric' : 'tel'}
        autoComplete={expense ? 'off' : 'tel'}
        placeholder={expense ? '예: 123-45-67890' : '예: 010-1234-5678'}
        value={value.number}
        onChange={(e) => onChange({ ...value, number: e.target.value })}
      />
    </div>
  );
}
