import { parseRecordId } from '@snsshop/shared/common';
import { Link, useParams, useSearchParams } from 'react-router';
import { paths } from '../../config/paths';
import { InquiryForm } from '../../features/support/components/inquiry-form';
import { InquiryThread } from '../../features/support/components/inquiry-thread';

const idOf = (raw: string | null | undefined) => parseRecordId(raw ?? '');

/** /inquiries/new (optionally ?orderId=) and /inquiries/:id, the thread. */
export default function InquiryDetailRoute() {
  const raw = useParams().id;
  const [search] = useSearchParams();
  const isNew = raw === 'new';
  const id = idOf(raw);
  return (
    <div className="page page--medium">
      <header className="page-head">
        <Link to={paths.inquiries.path} className="page-head__back">
          ← {paths.inquiries.label}
        </Link>
        <h1 className="page-head__title">{isNew ? '새 1:1 문의' : '1:1 문의 내용'}</h1>
      </header>
      {isNew ? <InquiryForm orderId={idOf(search.get('orderId')) ?? undefined} /> : id ? <InquiryThread key={id} id={id} /> : <p className="card empty-card">문의를 찾을 수 없습니다.</p>}
    </div>
  );
}
