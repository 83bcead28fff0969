import { CouponDesk } from '../../features/admin-coupons/components/coupon-desk';

export default function AdminCouponsRoute() {
  return <CouponDesk />;
}
