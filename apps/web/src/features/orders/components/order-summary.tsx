import type { Service } from '@snsshop/shared/catalog';
import { AuthState, formatWon } from '@snsshop/shared/common';
import { tierBenefitText, type MemberTier } from '@snsshop/shared/growth';
import { FormError } from '../../../components/ui/form-error';
import { useAuthState } from '../../../lib/auth-state';
import { useUser } from '../../../lib/get-profile';
import { OrderCoupon, type AppliedCoupon } from './order-coupon';
import type { OrderDraft } from './order-form-check';
import { PriceLines } from './price-lines';
import type { OrderPrice } from './use-order-price';
import type { TypedPartsModule } from './use-typed-parts';

interface OrderSummaryProps {
  service: Service | undefined;
  draft: OrderDraft;
  parts: TypedPartsModule | null;
  price: OrderPrice;
  tier: MemberTier['tier'];
  /** an order-discount coupon may be used (signed in, one order, a typed service's parts loaded) */
  couponTaken: boolean;
  /** the coupon applied, even one quoted for another product or quantity (the box then asks for it again) */
  coupon: AppliedCoupon | null;
  onCoupon: (applied: AppliedCoupon | null) => void;
  error: string | null;
  disabled: boolean;
}

/** The order's summary: the coupon box, 총 수량, the price as its lines (the same quote the server charges), the balance and the order button. */
export function OrderSummary({ service, draft, parts, price, tier, couponTaken, coupon, onCoupon, error, disabled }: OrderSummaryProps) {
  const authState = useAuthState();
  const user = useUser();
  const typed = service?.serviceType !== undefined && service.serviceType !== 'Default';
  return (
    <section className="card order-summary" aria-label="주문 요약">
      {couponTaken && service && (
        <OrderCoupon serviceId={service.id} quantity={price.units} applied={coupon} onApplied={onCoupon} {...(typed ? { missingText: '주문 내용을 먼저 입력해 주세요.' } : {})} />
      )}
      {price.quantityText !== null && (
        <dl className="order-summary__facts">
          <div>
            <dt>총 수량</dt>
            <dd>{price.quantityText}</dd>
          </div>
        </dl>
      )}
      {price.quantityText !== null && (price.quote ? <PriceLines quote={price.quote} label="결제 금액" /> : <p className="order-summary__price-unknown">결제 금액 -</p>)}
      {tier && tier.discountPct > 0 && (
        <p className="order-summary__tier" data-testid="tier-discount">
          <span className="order-summary__tier-badge" style={{ background: tier.color }}>
            {tierBenefitText(tier)}
          </span>
        </p>
      )}
      {typed && service && parts && <parts.TypedSummaryNote service={service} draft={draft} />}
      {authState === AuthState.authorization && (
        <p className="order-summary__balance">
          보유 포인트 <strong>{formatWon(user?.point) || '-'}</strong>
        </p>
      )}
      {draft.auto && <p className="order-summary__note">자동주문은 회차마다 {formatWon(price.runQuote?.charge ?? Number.NaN) || '-'}씩 차감됩니다.</p>}
      <FormError message={error} />
      <button type="submit" className="btn btn--primary btn--block btn--lg" disabled={disabled}>
        주문하기
      </button>
      {authState === AuthState.unAuthorization && <p className="order-summary__note">주문하려면 로그인이 필요합니다.</p>}
    </section>
  );
}
