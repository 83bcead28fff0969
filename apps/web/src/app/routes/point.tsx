import { paths } from '../../config/paths';
import { CouponRegister } from '../../features/coupons/components/coupon-register';
import { PointCharge } from '../../features/points/components/point-charge';

export default function PointRoute() {
  return (
    <div className="page">
      <header className="page-head">
        <h1 className="page-head__title">{paths.point.label}</h1>
        <p className="page-head__desc">충전을 신청한 뒤 안내된 계좌로 입금하면 포인트가 자동으로 충전됩니다.</p>
      </header>
      <div className="page-stack">
        <PointCharge />
        <CouponRegister title="충전 쿠폰" description="충전 보너스 쿠폰을 등록하면 다음 충전이 입금 확인될 때 보너스가 함께 적립됩니다." kinds={['charge_bonus', 'points']} />
      </div>
    </div>
  );
}
