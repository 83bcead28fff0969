import { paths } from '../../config/paths';
import { InquiryList } from '../../features/support/components/inquiry-list';

export default function InquiriesRoute() {
  return (
    <div className="page page--medium">
      <header className="page-head">
        <h1 className="page-head__title">{paths.inquiries.label}</h1>
        <p className="page-head__desc">주문, 충전, A/S 등 궁금한 점을 남겨주시면 운영자가 답변드립니다. 답변이 등록되면 알림으로 알려드립니다.</p>
      </header>
      <InquiryList />
    </div>
  );
}
