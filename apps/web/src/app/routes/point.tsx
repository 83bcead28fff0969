import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { PageTabs } from '../../components/ui/page-tabs';
import { PageSpinner } from '../../components/ui/spinner';
import { paths } from '../../config/paths';
import { memberDetailPaths } from '../../config/member-detail-paths';
import { CouponRegister } from '../../features/coupons/components/coupon-register';
import { PointCharge } from '../../features/points/components/point-charge';

// The statement (and the ledger's labels with it) loads only when its tab is opened: the charge screen keeps its bytes.
const PointStatement = lazy(() => import('../../features/points/components/point-statement').then((m) => ({ default: m.PointStatement })));

/** /point: the charge (포인트 충전) and, as a tab, the statement of every movement (포인트 내역). */
export default function PointRoute() {
  const statement = useSearchParams()[0].get('tab') === 'statement';
  return (
    <div className="page">
      <header className="page-head">
        <h1 className="page-head__title">{paths.point.label}</h1>
        <p className="page-head__desc">
          {statement ? '충전·주문·환불 등 포인트가 움직인 모든 내역입니다.' : '충전을 신청한 뒤 안내된 계좌로 입금하면 포인트가 자동으로 충전됩니다.'}
        </p>
      </header>
      <PageTabs
        label="포인트 화면"
        tabs={[
          { to: paths.point.path, label: '포인트 충전', active: !statement },
          { to: memberDetailPaths.pointStatement, label: '포인트 내역', active: statement },
        ]}
      />
      {statement ? (
        <Suspense fallback={<PageSpinner />}>
          <PointStatement />
        </Suspense>
      ) : (
        <div className="page-stack">
          <PointCharge />
          <CouponRegister title="충전 쿠폰" description="충전 보너스 쿠폰을 등록하면 다음 충전이 입금 확인될 때 보너스가 함께 적립됩니다." kinds={['charge_bonus', 'points']} />
        </div>
      )}
    </div>
  );
}
