import { CouponKind, couponKindRules, type CouponValueType } from '@snsshop/shared/coupons';
import { Field, FieldFrame } from '../../../components/ui/field';

interface BenefitProps {
  kind: CouponKind;
  onKind: (kind: CouponKind) => void;
  valueType: CouponValueType;
  onValueType: (type: CouponValueType) => void;
}

/** The coupon's kind and its benefit: a share (with a cap) or an amount, in won for an order discount and points otherwise. */
export function CouponBenefitFields({ kind, onKind, valueType, onValueType }: BenefitProps) {
  return (
    <div className="adm-form__row">
      <FieldFrame label="종류">
        {({ id }) => (
          <select id={id} className="input select" value={kind} onChange={(e) => onKind(e.target.value as CouponKind)}>
            {CouponKind.map((k) => (
              <option key={k} value={k}>
                {couponKindRules[k].label}
              </option>
            ))}
          </select>
        )}
      </FieldFrame>
      <FieldFrame label="혜택 방식">
        {({ id }) => (
          <select id={id} className="input select" value={valueType} onChange={(e) => onValueType(e.target.value as CouponValueType)}>
            {couponKindRules[kind].valueTypes.map((t) => (
              <option key={t} value={t}>
                {t === 'percent' ? '비율 (%)' : kind === 'order_discount' ? '정액 (원)' : '정액 (원)'}
              </option>
            ))}
          </select>
        )}
      </FieldFrame>
      <Field label={valueType === 'percent' ? '비율 (%)' : kind === 'order_discount' ? '할인 금액 (원)' : '지급 포인트 (원)'} name="value" type="number" min={1} required inputMode="numeric" />
      {valueType === 'percent' && <Field label="최대 혜택" name="maxDiscount" type="number" min={0} optional inputMode="numeric" />}
    </div>
  );
}
