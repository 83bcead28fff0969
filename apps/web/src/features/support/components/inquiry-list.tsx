import { AuthState, formatDateTime, LIST_PAGE_SIZE } from '@snsshop/shared/common';
import { inquiryCategoryLabel, inquiryStatusLabel, type InquirySummary } from '@snsshop/shared/support';
import { Link } from 'react-router';
import { LoadError } from '../../../components/ui/load-error';
import { Pagination } from '../../../components/ui/pagination';
import { PageSpinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { memberDetailPaths } from '../../../config/member-detail-paths';
import { useAuthState } from '../../../lib/auth-state';
import { useKeysetPages } from '../../../lib/keyset-pages';
import { useInquiries } from '../api/get-inquiries';
import './support.css';

export function InquiryStatusBadge({ status }: { status: InquirySummary['status'] }) {
  return <span className={`badge inq-status inq-status--${status}`}>{inquiryStatusLabel[status]}</span>;
}

function Row({ q }: { q: InquirySummary }) {
  return (
    <li>
      <Link to={memberDetailPaths.inquiry(q.id)} className="inq-row">
        <span className="inq-row__head">
          <span className="inq-row__category">{inquiryCategoryLabel[q.category]}</span>
          <InquiryStatusBadge status={q.status} />
          {q.unread && <span className="inq-row__new">새 답변</span>}
        </span>
        <span className="inq-row__title">{q.title}</span>
        <span className="inq-row__meta">
          {q.orderId && <span>주문번호 {q.orderId}</span>}
          <time dateTime={q.createdAt}>{formatDateTime(q.createdAt)}</time>
        </span>
      </Link>
    </li>
  );
}

/** The member's inquiries, newest first; guests are told to sign in (nothing is fetched). */
export function InquiryList() {
  const isMember = useAuthState() === AuthState.authorization;
  const pages = useKeysetPages('all');
  const list = useInquiries(pages.cursor, { enabled: isMember });
  const loaded = list.isPlaceholderData ? undefined : list.data;
  if (!isMember)
    return (
      <div className="card empty-card">
        <p>로그인한 회원만 1:1 문의를 할 수 있습니다.</p>
        <Link to={paths.login.path} className="btn btn--primary">
          로그인
        </Link>
      </div>
    );
  if (list.isError) return <LoadError message="1:1 문의를 불러오지 못했습니다." onRetry={() => void list.refetch()} />;
  if (list.isPending) return <PageSpinner />;
  const rows = list.data.inquiries;
  return (
    <section className="inq-list-wrap">
      <div className="inq-list__bar">
        <Link to={memberDetailPaths.newInquiry()} className="btn btn--primary">
          새 문의 작성
        </Link>
      </div>
      {rows.length === 0 ? (
        <p className="card empty-card">아직 남긴 문의가 없습니다.</p>
      ) : (
        <ul className="inq-list">
          {rows.map((q) => (
            <Row key={q.id} q={q} />
          ))}
        </ul>
      )}
      <Pagination page={pages.page} pageCount={pages.pageCount((pages.page + (loaded?.next.length ?? 0)) * LIST_PAGE_SIZE, loaded)} onChange={(next) => pages.go(next, loaded)} />
    </section>
  );
}
