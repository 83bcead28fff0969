import { CHARGE_POINT_CEILING } from '@snsshop/shared/charges';
import { formatNumber, quickAmountLabel } from '@snsshop/shared/common';
import { useId } from 'react';

interface AmountPickerProps {
  value: number;
  onChange: (value: number) => void;
  /** POINT_CHARGE_BUTTON_OPTIONS */
  quickAmounts: readonly number[];
}

/** Digits only; the number grows no further than the schema's ceiling. */
function parseAmount(text: string): number {
  const digits = text.replace(/\D/g, '');
  return digits === '' ? 0 : Math.min(Number(digits), CHARGE_POINT_CEILING);
}

/** The charge amount: typed, or built up with the quick-add buttons; the reset icon sets it to 0. */
export function AmountPicker({ value, onChange, quickAmounts }: AmountPickerProps) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        충전 금액
      </label>
      <div className="amount-input">
        <input
          id={id}
          className="input amount-input__control"
          inputMode="numeric"
          autoComplete="off"
          placeholder="0"
          value={value === 0 ? '' : formatNumber(value)}
          onChange={(e) => onChange(parseAmount(e.target.value))}
        />
        <span className="amount-input__unit" aria-hidden="true">
          원
        </span>
        <button type="button" className="amount-input__reset" aria-label="충전 금액 초기화" title="충전 금액 초기화" onClick={() => onChange(0)}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
            <path d="M3 12a9 9 0 1 0 3-6.7" />
            <path d="M3 4v5h5" />
          </svg>
        </button>
      </div>
      {quickAmounts.length > 0 && (
        <ul className="quick-amounts" aria-label="충전 금액 빠르게 더하기">
          {quickAmounts.map((amount) => (
            <li key={amount}>
              <button type="button" className="quick-amounts__btn" onClick={() => onChange(Math.min(value + amount, CHARGE_POINT_CEILING))}>
                +{quickAmountLabel(amount)}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
