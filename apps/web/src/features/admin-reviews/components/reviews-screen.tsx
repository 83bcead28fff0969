import { REVIEW_REPLY_MAX, type AdminReview } from '@snsshop/shared/reviews';
import { useState } from 'react';
import { Link } from 'react-router';
import { AdminPage, Panel } from '../../../components/admin/admin-page';
import { QueryView } from '../../../components/admin/query-view';
import { Chips, type ChipOption } from '../../../components/ui/chips';
import { StarRating } from '../../../components/ui/star-rating';
import { adminDetailPaths, adminScreens } from '../../../config/admin-screens';
import { when } from '../../../lib/admin/format';
import { useAdminReviews, useHideReview, useReplyReview, type ReviewView } from '../api/reviews';
import './reviews-screen.css';

const views: ChipOption<ReviewView>[] = [
  { value: 'all', label: '전체' },
  { value: 'unanswered', label: '답글 없음' },
  { value: 'visible', label: '보이는 후기' },
  { value: 'hidden', label: '숨긴 후기' },
];

function ReviewCard({ review: r }: { review: AdminReview }) {
  const reply = useReplyReview();
  const hide = useHideReview();
  const [draft, setDraft] = useState<string | null>(null);
  const [reason, setReason] = useState<string | null>(null);
  return (
    <li className={`adm-review${r.hidden ? ' is-hidden' : ''}`}>
      <div className="adm-review__head">
        <StarRating className="adm-review__stars" rating={r.rating} size={15} />
        <Link to={adminDetailPaths.member(r.memberId)} className="adm-link">
          {r.loginId}
        </Link>
        <Link to={adminDetailPaths.order(r.orderId)} className="adm-link">
          주문 #{r.orderId}
        </Link>
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
      {draft !== null && (
        <form
          className="adm-review__form"
          onSubmit={(e) => {
            e.preventDefault();
            reply.mutate({ id: r.id, text: draft }, { onSuccess: () => setDraft(null) });
          }}
        >
          <label className="sr-only" htmlFor={`reply-${r.id}`}>
            후기 {r.id} 답글
          </label>
          <textarea id={`reply-${r.id}`} className="input" value={draft} maxLength={REVIEW_REPLY_MAX} onChange={(e) => setDraft(e.target.value)} />
          <span className="adm-actions">
            <button type="submit" className="btn btn--primary btn--xs" disabled={reply.isPending}>
              답글 저장
            </button>
            <button type="button" className="btn btn--soft btn--xs" onClick={() => setDraft(null)}>
              취소
            </button>
          </span>
        </form>
      )}
      {reason !== null && (
        <form
          className="adm-review__form"
          onSubmit={(e) => {
            e.preventDefault();
            hide.mutate({ id: r.id, hidden: true, reason: reason.trim() || undefined }, { onSuccess: () => setReason(null) });
          }}
        >
          <label className="sr-only" htmlFor={`hide-${r.id}`}>
            후기 {r.id} 숨김 사유
          </label>
          <input id={`hide-${r.id}`} className="input" placeholder="숨기는 사유 (선택, 감사 기록에 남습니다)" maxLength={200} value={reason} onChange={(e) => setReason(e.target.value)} />
          <span className="adm-actions">
            <button type="submit" className="btn btn--danger btn--xs" disabled={hide.isPending}>
              숨기기
            </button>
            <button type="button" className="btn btn--soft btn--xs" onClick={() => setReason(null)}>
              취소
            </button>
          </span>
        </form>
      )}
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

/** 구매 후기: only buyers of a finished order write them; the owner replies or hides, never edits. */
export function ReviewsScreen() {
  const [view, setView] = useState<ReviewView>('all');
  const [cursors, setCursors] = useState<number[]>([]);
  const page = useAdminReviews(view, cursors.at(-1) ?? null);
  return (
    <AdminPage title={adminScreens.reviews.label} desc="완료·부분 완료된 주문을 한 회원만 주문마다 한 번 쓸 수 있습니다. 답글을 달거나 숨길 수 있고, 후기 내용은 고칠 수 없습니다. 숨긴 후기는 주문 화면과 첫 화면에서 사라집니다.">
      <Panel>
        <Chips
          options={views}
          value={view}
          onChange={(v) => {
            setView(v);
            setCursors([]);
          }}
          label="후기 보기"
        />
        <QueryView query={page} what="구매 후기">
          {(p) =>
            p.items.length === 0 ? (
              <p className="adm-hint">해당하는 후기가 없습니다.</p>
            ) : (
              <>
                <ul className="adm-reviews">
                  {p.items.map((r) => (
                    <ReviewCard key={r.id} review={r} />
                  ))}
                </ul>
                <div className="adm-form__actions">
                  {cursors.length > 0 && (
                    <button type="button" className="btn btn--soft btn--sm" onClick={() => setCursors((c) => c.slice(0, -1))}>
                      이전
                    </button>
                  )}
                  {p.nextCursor && (
                    <button type="button" className="btn btn--soft btn--sm" onClick={() => setCursors((c) => [...c, p.nextCursor!])}>
                      다음
                    </button>
                  )}
                </div>
              </>
            )
          }
        </QueryView>
      </Panel>
    </AdminPage>
  );
}
