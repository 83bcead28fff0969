import { paths } from '../../config/paths';
import { PointCharge } from '../../features/points/components/point-charge';

export default function PointRoute() {
  return (
    <div className="page">
      <header className="page-head">
        <h1 className="page-head__title">{paths.point.label}</h1>
        <p className="page-head__desc">충전을 신청한 뒤 안내된 계좌로 입금하면 포인트가 자동으로 충전됩니다.</p>
      </header>
      <PointCharge />
    </div>
  );
}
