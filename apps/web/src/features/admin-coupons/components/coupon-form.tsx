import { CouponKind, couponKindRules, CouponScope, couponScopeLabel, type CouponCreateBody, type CouponValueType } from '@snsshop/shared/coupons';
import { useState, type FormEvent } from 'react';
import { Toggle } from '../../../components/admin/toggle';
import { Field, FieldFrame } from '../../../components/ui/field';
import { useCreateCoupon } from '../api/create-coupon';

const wholeOrNull = (s: string) => (s.trim() === '' ? null : Number(s));

/** 쿠폰 만들기: the kind decides which benefit types, minimum and scope the form offers (couponKindRules). */
export function CouponForm({ onDone }: { onDone: () => void }) {
  const create = useCreateCoupon();
  const [kind, setKind] = useState<CouponKind>('order_discount');
  const [valueType, setValueType] = useState<CouponValueType>('percent');
  const [scope, setScope] = useState<CouponScope>('all');
  const [codes, setCodes] = useState<'shared' | 'single'>('shared');
  const [firstOrderOnly, setFirstOrderOnly] = useState(false);
  const rule = couponKindRules[kind];
  const types = rule.valueTypes;
  const shownType = types.includes(valueType) ? valueType : types[0]!;

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    const text = (k: string) => String(f.get(k) ?? '');
    const expires = text('expiresAt');
    const body: CouponCreateBody = {
      name: text('name'),
      kind,
      valueType: shownType,
      value: Number(text('value')),
      maxDiscount: shownType === 'percent' ? wholeOrNull(text('maxDiscount')) : null,
      minAmount: rule.minAmountLabel ? (wholeOrNull(text('minAmount')) ?? 0) : 0,
      scope: rule.scoped ? scope : 'all',
      scopeId: rule.scoped && scope !== 'all' ? wholeOrNull(text('scopeId')) : null,
      ...(codes === 'single' ? { singleUseCodes: Number(text('singleUseCodes')) } : text('code').trim() ? { code: text('code').trim() } : {}),
      totalLimit: wholeOrNull(text('totalLimit')),
      perMemberLimit: Number(text('perMemberLimit') || 1),
      firstOrderOnly: kind === 'order_discount' && firstOrderOnly,
      expiresAt: expires ? new Date(expires).toISOString() : null,
    };
    await create.mutateAsync(body);
    onDone();
  };

  return (
    <form className="adm-form" onSubmit={(e) => void onSubmit(e).catch(() => undefined)} noValidate>
      <Field label="쿠폰 이름" name="name" required maxLength={100} placeholder="예: 카톡 채널 10% 할인" />
      <div className="adm-form__row">
        <FieldFrame label="종류">
          {({ id }) => (
            <select id={id} className="input select" value={kind} onChange={(e) => setKind(e.target.value as CouponKind)}>
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
            <select id={id} className="input select" value={shownType} onChange={(e) => setValueType(e.target.value as CouponValueType)}>
              {types.map((t) => (
                <option key={t} value={t}>
                  {t === 'percent' ? '비율 (%)' : kind === 'order_discount' ? '정액 (원)' : '정액 (P)'}
                </option>
              ))}
            </select>
          )}
        </FieldFrame>
        <Field label={shownType === 'percent' ? '비율 (%)' : kind === 'order_discount' ? '할인 금액 (원)' : '지급 포인트 (P)'} name="value" type="number" min={1} required inputMode="numeric" />
        {shownType === 'percent' && <Field label="최대 혜택" name="maxDiscount" type="number" min={0} optional inputMode="numeric" />}
      </div>
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
      <fieldset className="adm-form__checks">
        <legend className="field__label">코드</legend>
        <label>
          <input type="radio" name="codes" checked={codes === 'shared'} onChange={() => setCodes('shared')} /> 공용 코드
        </label>
        <label>
          <input type="radio" name="codes" checked={codes === 'single'} onChange={() => setCodes('single')} /> 1회용 코드 묶음 (CSV로 받기)
        </label>
      </fieldset>
      <div className="adm-form__row">
        {codes === 'shared' ? (
          <Field label="쿠폰 코드" name="code" optional maxLength={40} placeholder="비우면 자동 생성" hint="영문·숫자·- (대소문자 구분 없음)" />
        ) : (
          <Field label="코드 수" name="singleUseCodes" type="number" min={1} max={5000} defaultValue={100} inputMode="numeric" />
        )}
        <Field label="전체 사용 한도" name="totalLimit" type="number" min={1} optional inputMode="numeric" />
        <Field label="회원당 사용 횟수" name="perMemberLimit" type="number" min={1} defaultValue={1} inputMode="numeric" />
        <Field label="만료 일시" name="expiresAt" type="datetime-local" optional />
      </div>
      {kind === 'order_discount' && <Toggle label="첫 주문에만 사용" checked={firstOrderOnly} onChange={setFirstOrderOnly} />}
      <div className="adm-form__actions">
        <button type="button" className="btn btn--soft" onClick={onDone}>
          닫기
        </button>
        <button type="submit" className="btn btn--primary" disabled={create.isPending}>
          쿠폰 만들기
        </button>
      </div>
    </form>
  );
}
