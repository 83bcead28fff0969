import { AccountPage } from '../../features/account/components/account-page';
import { CouponRegister } from '../../features/coupons/components/coupon-register';
import { paths } from '../../config/paths';
import { useSettings } from '../../lib/get-settings';

export default function AccountRoute() {
  // The referral section exists only while referrals are on; the subtitle says what the page holds.
  const referral = useSettings().flag('ENABLE_REFERRAL');
  return (
    <div className="page page--medium">
      <header className="page-head">
        <h1 className="page-head__title">{paths.account.label}</h1>
        <p className="page-head__desc">{referral ? '아이디, 비밀번호, API 키와 추천인 코드를 관리합니다.' : '아이디, 비밀번호와 API 키를 관리합니다.'}</p>
      </header>
      <div className="page-stack">
        <CouponRegister description="받은 쿠폰 코드를 입력하세요. 포인트 쿠폰은 바로 적립되고, 충전·주문 쿠폰은 다음 충전이나 주문에 쓸 수 있습니다." />
        <AccountPage />
      </div>
    </div>
  );
}
