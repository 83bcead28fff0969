import type { Service } from '@snsshop/shared';
import { OrderStep } from './order-step';

/**
 * ORDER FORM SLOT — the orders issue replaces this component with steps 4–5:
 * link and quantity, auto-order options (runs, interval), price summary and the order button.
 * It receives the product chosen in steps 1–3.
 */
export function OrderFormSlot({ service }: { service: Service | undefined }) {
  return (
    <OrderStep step={4} title="링크 · 수량 입력" className="order-step--slot">
      <p className="slot-note">
        {service ? `선택한 상품: ${service.text}` : '상품을 먼저 선택해주세요.'}
        <br />
        주문 정보 입력 기능은 곧 제공될 예정입니다.
      </p>
    </OrderStep>
  );
}
