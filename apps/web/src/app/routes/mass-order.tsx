import { MassOrderScreen } from '../../features/mass-order/components/mass-order-screen';
import { paths } from '../../config/paths';

export default function MassOrderRoute() {
  return (
    <div className="page">
      <header className="page-head">
        <h1 className="page-head__title">{paths.massOrder.label}</h1>
        <p className="page-head__desc">여러 주문을 붙여 넣고 미리보기로 상품과 금액을 확인한 뒤 한 번에 주문합니다.</p>
      </header>
      <MassOrderScreen />
    </div>
  );
}
