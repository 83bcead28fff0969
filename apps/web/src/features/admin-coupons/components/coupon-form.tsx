import { couponKindRules, CouponScope, couponScopeLabel, type CouponKind, type CouponValueType } from '@snsshop/shared/coupons';
import { useState, type FormEvent } from 'react';
import { DialogActions } from '../../../components/admin/dialog-actions';
import { Toggle } from '../../../components/admin/toggle';
import { Field, FieldFrame } from '../../../components/ui/field';
import { useCreateCoupon } from '../api/create-coupon';
import { CouponBenefitFields } from './coupon-benefit-fields';
import { couponBody } from './coupon-body';
import { CouponCodeFields } from './coupon-code-fields';

/** 쿠폰 만들기: the kind decides which benefit types, minimum and scope the form offers (couponKindRules). */
export function CouponForm({ onDone }: { onDone: () => void }) {
  const create = useCreateCoupon();
  const [kind, setKind] = useState<CouponKind>('order_discount');
  const [valueType, setValueType] = useState<CouponValueType>('percent');
  const [scope, setScope] = useState<CouponScope>('all');
  const [codes, setCodes] = useState<'shared' | 'single'>('shared');
  const [firstOrderOnly, setFirstOrderOnly] = useState(false);
  const rule = couponKindRules[kind];
  const shownType = rule.valueTypes.includes(valueType) ? valueType : rule.valueTypes[0]!;

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    await create.mutateAsync(couponBody(new FormData(e.currentTarget), { kind, valueType: shownType, scope, codes, firstOrderOnly }));
    onDone();
  };

  return (
    <form className="adm-form" onSubmit={(e) => void onSubmit(e).catch(() => undefined)} noValidate>
      <Field label="쿠폰 이름" name="name" required maxLength={100} placeholder="예: 카톡 채널 10% 할인" />
      <CouponBenefitFields kind={kind} onKind={setKind} valueType={shownType} onValueType={setValueType} />
      <div className="adm-form__row">
        {rule.minAmountLabel && <Field label={rule.minAmountLabel} name="minAmount" type="number" min={0} optional inputMode="numeric" />}
        {rule.scoped && (
          <FieldFrame label="적용 대상">
            {({ id }) => (
              <select id={id} className="input select" value={scope} onChange={(e) => setScope(e.target.value as CouponScope)}>
                {CouponScope.map((s) => (
                  <option key={s} value={s}>
                    {couponScopeLabel[s]}
                  </option>
                ))}
              </select>
            )}
          </FieldFrame>
        )}
        {rule.scoped && scope !== 'all' && <Field label={`${couponScopeLabel[scope]} 번호`} name="scopeId" type="number" min={1} inputMode="numeric" hint="상품 관리 화면의 번호" />}
      </div>
      <CouponCodeFields codes={codes} onCodes={setCodes} />
      {kind === 'order_discount' && <Toggle label="첫 주문에만 사용" checked={firstOrderOnly} onChange={setFirstOrderOnly} />}
      <DialogActions cancelLabel="닫기" onCancel={onDone} confirmLabel="쿠폰 만들기" pending={create.isPending} softCancel />
    </form>
  );
}
