import { couponKindRules, couponMessages, couponCodeSchema, type CouponKind, type MemberCoupon } from '@snsshop/shared/coupons';
import { AuthState, formatDateTime } from '@snsshop/shared/common';
import { useId, useState, type FormEvent } from 'react';
import { FormError, useFormError } from '../../../components/ui/form-error';
import { errorMessage } from '../../../lib/api-client';
import { useAuthState } from '../../../lib/auth-state';
import { toast } from '../../../lib/toast';
import { useMyCoupons } from '../api/get-my-coupons';
import { useRedeemCoupon } from '../api/redeem-coupon';
import './coupons.css';

interface CouponRegisterProps {
  title?: string;
  description: string;
  /** the kinds the list below shows (all of them when left out) */
  kinds?: readonly CouponKind[];
}

/** 쿠폰 등록: a code typed in any case; the member's coupons below it, the ones still waiting first. */
export function CouponRegister({ title = '쿠폰 등록', description, kinds }: CouponRegisterProps) {
  const headingId = useId();
  const inputId = useId();
  const [code, setCode] = useState('');
  const [done, setDone] = useState<string | null>(null);
  const { error, fail, clear } = useFormError();
  const redeem = useRedeemCoupon();
  const member = useAuthState() === AuthState.authorization;
  const coupons = useMyCoupons(member);
  const shown = (coupons.data ?? []).filter((c) => !kinds || kinds.includes(c.kind));

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setDone(null);
    if (!member) return fail(couponMessages.membersOnly);
    const parsed = couponCodeSchema.safeParse(code);
    if (!parsed.success) return fail(parsed.error.issues[0]?.message ?? couponMessages.codeInvalid);
    clear();
    try {
      const answer = await redeem.mutateAsync({ code: parsed.data });
      setCode('');
      setDone(answer.message);
      toast.success(answer.message);
    } catch (err) {
      fail(errorMessage(err, couponMessages.notFound), err);
    }
  };

  return (
    <section className="card coupon-register" aria-labelledby={headingId}>
      <header className="coupon-register__head">
        <h2 id={headingId} className="coupon-register__title">
          {title}
        </h2>
        <p className="coupon-register__desc">{description}</p>
      </header>
      <form className="coupon-register__form" onSubmit={onSubmit} noValidate>
        <label htmlFor={inputId} className="sr-only">
          쿠폰 코드
        </label>
        <input id={inputId} className="input coupon-register__input" value={code} autoComplete="off" autoCapitalize="characters" placeholder="쿠폰 코드 입력" onChange={(e) => setCode(e.target.value)} />
        <button type="submit" className="btn btn--primary" disabled={redeem.isPending}>
          등록
        </button>
      </form>
      <FormError message={error} />
      {done && (
        <p className="coupon-register__done" role="status">
          {done}
        </p>
      )}
      {shown.length > 0 && (
        <ul className="coupon-list" aria-label="내 쿠폰">
          {shown.map((c) => (
            <CouponItem key={c.id} coupon={c} />
          ))}
        </ul>
      )}
    </section>
  );
}

function CouponItem({ coupon: c }: { coupon: MemberCoupon }) {
  const held = c.status === 'held';
  const waitsFor = couponKindRules[c.kind].waitsFor;
  const how = held ? (waitsFor === 'charge' ? '다음 충전 시 적용' : '주문 시 코드 입력') : c.value > 0 ? `${c.value.toLocaleString('ko-KR')}${c.kind === 'order_discount' ? '원 할인' : 'P 적립'}` : '사용 완료';
  return (
    <li className={`coupon-item${held ? ' coupon-item--held' : ''}`}>
      <div className="coupon-item__main">
        <strong className="coupon-item__name">{c.name}</strong>
        <span className="coupon-item__benefit">
          {couponKindRules[c.kind].label} · {c.benefit}
        </span>
        <span className="coupon-item__meta">
          <code>{c.code}</code>
          {c.expiresAt && ` · ${formatDateTime(c.expiresAt)}까지`}
        </span>
      </div>
      <span className={`coupon-item__state${held ? ' is-held' : ''}`}>{held ? `사용 대기 · ${how}` : how}</span>
    </li>
  );
}
