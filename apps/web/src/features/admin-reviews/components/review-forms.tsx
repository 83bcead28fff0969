import { REVIEW_REPLY_MAX, type AdminReview } from '@snsshop/shared/reviews';
import type { ReactNode } from 'react';
import { useHideReview, useReplyReview } from '../api/reviews';

/** The small form under a review: its field, the action and 취소. */
function ReviewForm({ onSubmit, field, action, onCancel }: { onSubmit: () => void; field: ReactNode; action: ReactNode; onCancel: () => void }) {
  return (
    <form
      className="adm-review__form"
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      {field}
      <span className="adm-actions">
        {action}
        <button type="button" className="btn btn--soft btn--xs" onClick={onCancel}>
          취소
        </button>
      </span>
    </form>
  );
}

/** The owner's reply, written or changed; the member reads it under the review. */
export function ReplyForm({ review: r, draft, onDraft, onDone }: { review: AdminReview; draft: string; onDraft: (text: string | null) => void; onDone: () => void }) {
  const reply = useReplyReview();
  const field = (
    <>
      <label className="sr-only" htmlFor={`reply-${r.id}`}>
        후기 {r.id} 답글
      </label>
      <textarea id={`reply-${r.id}`} className="input" value={draft} maxLength={REVIEW_REPLY_MAX} onChange={(e) => onDraft(e.target.value)} />
    </>
  );
  const action = (
    <button type="submit" className="btn btn--primary btn--xs" disabled={reply.isPending}>
      답글 저장
    </button>
  );
  return <ReviewForm onSubmit={() => reply.mutate({ id: r.id, text: draft }, { onSuccess: onDone })} field={field} action={action} onCancel={onDone} />;
}

/** Hiding a review, with an optional reason the audit log keeps. */
export function HideForm({ review: r, reason, onReason, onDone }: { review: AdminReview; reason: string; onReason: (text: string) => void; onDone: () => void }) {
  const hide = useHideReview();
  const field = (
    <>
      <label className="sr-only" htmlFor={`hide-${r.id}`}>
        후기 {r.id} 숨김 사유
      </label>
      <input id={`hide-${r.id}`} className="input" placeholder="숨기는 사유 (선택, 감사 기록에 남습니다)" maxLength={200} value={reason} onChange={(e) => onReason(e.target.value)} />
    </>
  );
  const action = (
    <button type="submit" className="btn btn--danger btn--xs" disabled={hide.isPending}>
      숨기기
    </button>
  );
  return <ReviewForm onSubmit={() => hide.mutate({ id: r.id, hidden: true, reason: reason.trim() || undefined }, { onSuccess: onDone })} field={field} action={action} onCancel={onDone} />;
}
