import { AuthState } from '@snsshop/shared/common';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { memberDetailPaths } from '../../../config/member-detail-paths';
import { useAuthState } from '../../../lib/auth-state';
import { useUnreadInquiries } from '../api/get-inquiries';
import './support.css';

/** The unread mark: a reply the member has not opened yet. */
function UnreadMark({ count }: { count: number | undefined }) {
  if (!count) return null;
  return (
    <span className="inq-unread" aria-label={`새 답변 ${count}건`}>
      {count}
    </span>
  );
}

/** /qna's "원하는 답변이 없나요?" box, with the mark of an unread reply. */
export function InquiryEntry() {
  const isMember = useAuthState() === AuthState.authorization;
  const unread = useUnreadInquiries({ enabled: isMember });
  return (
    <aside className="card inq-entry">
      <p className="inq-entry__text">원하는 답변이 없나요?</p>
      <Link to={paths.inquiries.path} className="btn btn--primary inq-entry__link">
        1:1 문의하기
        <UnreadMark count={unread.data} />
      </Link>
    </aside>
  );
}

/** The order detail's link: a new inquiry about this order, and the member's inquiries with the unread mark. */
export function OrderInquiryLinks({ orderId }: { orderId: number }) {
  const unread = useUnreadInquiries({ enabled: true });
  return (
    <div className="inq-order-links">
      <Link to={memberDetailPaths.newInquiry(orderId)} className="btn btn--soft btn--sm">
        이 주문 문의하기
      </Link>
      <Link to={paths.inquiries.path} className="inq-order-links__all">
        내 1:1 문의
        <UnreadMark count={unread.data} />
      </Link>
    </div>
  );
}
