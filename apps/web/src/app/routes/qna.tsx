import { Link } from 'react-router';
import { QnaList } from '../../features/content/components/qna-list';
import { InquiryEntry } from '../../features/support/components/inquiry-entry';
import { paths } from '../../config/paths';

export default function QnaRoute() {
  return (
    <div className="page page--medium">
      <header className="page-head">
        <h1 className="page-head__title">{paths.qna.label}</h1>
        <p className="page-head__desc">궁금한 점을 빠르게 확인해보세요.</p>
      </header>
      <QnaList />
      <InquiryEntry />
      <p className="page-foot">
        상품 가격 변경, 주문 중지·재개, 새 상품 소식은 <Link to={paths.serviceUpdates.path}>{paths.serviceUpdates.label}</Link>에서 확인하세요.
      </p>
    </div>
  );
}
