import type { CouponQuote } from '@snsshop/shared/coupons';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { quoteCoupon } from '../api/quote-coupon';

/** A coupon applied to one service and quantity; another product or quantity asks again. */
export interface AppliedCoupon {
  code: string;
  quote: CouponQuote;
  /** `${serviceId}:${quantity}` the quote was made for */
  forOrder: string;
}

interface OrderCouponProps {
  serviceId: number;
  quantity: number;
  applied: AppliedCoupon | null;
  onApplied: (applied: AppliedCoupon | null) => void;
  /** what to fill in first while the quantity cannot be told (a typed order's lines or fields) */
  missingText?: string;
}

/** 쿠폰 코드 with 적용: the server says what it takes off (order-summary shows the price after it). */
export function OrderCoupon({ serviceId, quantity, applied, onApplied, missingText = '주문 수량을 먼저 입력해 주세요.' }: OrderCouponProps) {
  const [code, setCode] = useState(applied?.code ?? '');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const forOrder = `${serviceId}:${quantity}`;
  const stale = applied !== null && applied.forOrder !== forOrder;

  const apply = async () => {
    const typed = code.trim();
    if (!typed) return setError('쿠폰 코드를 입력해 주세요.');
    if (!Number.isInteger(quantity) || quantity <= 0) return setError(missingText);
    setBusy(true);
    setError(null);
    try {
      onApplied({ code: typed, quote: await quoteCoupon({ code: typed, serviceId, quantity }), forOrder });
    } catch (err) {
      onApplied(null);
      setError(errorMessage(err, '쿠폰을 확인하지 못했습니다. 잠시 후 다시 시도해 주세요.'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="order-coupon">
      <label className="field__label" htmlFor="order-coupon-code">
        쿠폰
      </label>
      <div className="order-coupon__row">
        <input
          id="order-coupon-code"
          className="input order-coupon__input"
          value={code}
          autoComplete="off"
          placeholder="할인 쿠폰 코드"
          onChange={(e) => {
            setCode(e.target.value);
            if (applied) onApplied(null);
          }}
        />
        {applied && !stale ? (
          <button
            type="button"
            className="btn btn--soft"
            onClick={() => {
              onApplied(null);
              setCode('');
            }}
          >
            취소
          </button>
        ) : (
          <button type="button" className="btn btn--soft" disabled={busy} onClick={() => void apply()}>
            적용
          </button>
        )}
      </div>
      {error && (
        <p className="order-coupon__error" role="alert">
          {error}
        </p>
      )}
      {stale && <p className="order-coupon__note">상품이나 수량이 바뀌었습니다. 쿠폰을 다시 적용해 주세요.</p>}
      {applied && !stale && (
        <p className="order-coupon__note" role="status">
          {applied.quote.name} 적용 · {applied.quote.benefit}
        </p>
      )}
    </div>
  );
}
