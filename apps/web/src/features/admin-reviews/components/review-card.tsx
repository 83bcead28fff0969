import type { AdminReview } from '@snsshop/shared/reviews';
import { useState } from 'react';
import { StarRating } from '../../../components/ui/star-rating';
import { when } from '../../../lib/admin/format';
import { useHideReview } from '../api/reviews';
import { HideForm, ReplyForm } from './review-forms';
import { MemberLink, OrderLink } from '../../../components/admin/record-links';

/** One review with who wrote it on which order; the owner replies, hides or shows it again. */
export function ReviewCard({ review: r }: { review: AdminReview }) {
  const hide = useHideReview();
  const [draft, setDraft] = useState<string | null>(null);
  const [reason, setReason] = useState<string | null>(null);
  return (
    <li className={`adm-review${r.hidden ? ' is-hidden' : ''}`}>
      <div className="adm-review__head">
        <StarRating className="adm-review__stars" rating={r.rating} size={15} />
        <MemberLink id={r.memberId}>
          {r.loginId}
        </MemberLink>
        <OrderLink id={r.orderId}>
          주문 #{r.orderId}
        </OrderLink>
        <span className="adm-ellipsis">{r.serviceName}</span>
        <span className="adm-hint">{when(r.createdAt)}</span>
        {r.hidden && <strong className="adm-review__badge">숨김{r.hiddenReason ? ` · ${r.hiddenReason}` : ''}</strong>}
      </div>
      <p className="adm-review__text">{r.text}</p>
      {r.reply && draft === null && (
        <p className="adm-review__reply">
          <strong>답글</strong> {r.reply}
        </p>
      )}
      {draft !== null && <ReplyForm review={r} draft={draft} onDraft={setDraft} onDone={() => setDraft(null)} />}
      {reason !== null && <HideForm review={r} reason={reason} onReason={setReason} onDone={() => setReason(null)} />}
      {draft === null && reason === null && (
        <span className="adm-actions">
          <button type="button" className="btn btn--soft btn--xs" onClick={() => setDraft(r.reply ?? '')} aria-label={`후기 ${r.id} ${r.reply ? '답글 고치기' : '답글 쓰기'}`}>
            {r.reply ? '답글 고치기' : '답글 쓰기'}
          </button>
          {r.hidden ? (
            <button type="button" className="btn btn--soft btn--xs" disabled={hide.isPending} onClick={() => hide.mutate({ id: r.id, hidden: false })} aria-label={`후기 ${r.id} 다시 보이기`}>
              다시 보이기
            </button>
          ) : (
            <button type="button" className="btn btn--danger btn--xs" onClick={() => setReason('')} aria-label={`후기 ${r.id} 숨기기`}>
              숨기기
            </button>
          )}
        </span>
      )}
    </li>
  );
}
