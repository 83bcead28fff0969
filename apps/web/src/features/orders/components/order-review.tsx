import { msg } from '@snsshop/shared/common';
import { REVIEW_TEXT_MAX, REVIEW_TEXT_MIN, reviewBodySchema } from '@snsshop/shared/reviews';
import { useState, type FormEvent } from 'react';
import { FormError, useFormError } from '../../../components/ui/form-error';
import { StarGlyph } from '../../../components/ui/star-rating';
import { errorMessage } from '../../../lib/api-client';
import { useOrderReview, useWriteReview } from '../api/order-review';
import { ReviewItem } from './service-reviews';
import './service-reviews.css';

/** The order detail's 구매 후기: the review written for this order, or the form while one may be written. */
export function OrderReview({ orderId }: { orderId: number }) {
  const state = useOrderReview(orderId);
  if (!state.data || (!state.data.canReview && !state.data.review)) return null;
  return (
    <section className="card" aria-labelledby="order-review-title">
      <h2 id="order-review-title" className="order-detail__section-title">
        구매 후기
      </h2>
      {state.data.review ? (
        <ul className="svc-reviews__list">
          <ReviewItem review={state.data.review} />
        </ul>
      ) : (
        <ReviewForm orderId={orderId} />
      )}
    </section>
  );
}

function ReviewForm({ orderId }: { orderId: number }) {
  const write = useWriteReview(orderId);
  const [rating, setRating] = useState(0);
  const [text, setText] = useState('');
  const { error, fail, clear } = useFormError();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (write.isPending) return;
    // the server's own schema, so markup (<b>) is refused here with the words the server would use
    const checked = reviewBodySchema.safeParse({ orderId, rating, text });
    if (!checked.success) return fail(checked.error.issues[0]?.message ?? msg.common.error);
    clear();
    try {
      await write.mutateAsync({ rating: checked.data.rating, text: checked.data.text });
    } catch (err) {
      // inline, under the text: on a phone a toast may be off-screen below the form
      fail(errorMessage(err, msg.common.error), err);
    }
  };
  return (
    <form className="svc-review-form" onSubmit={submit} noValidate>
      <fieldset className="svc-review-form__stars">
        <legend>별점</legend>
        {[1, 2, 3, 4, 5].map((n) => (
          <button key={n} type="button" className={`svc-review-form__star${n <= rating ? ' is-on' : ''}`} aria-label={`${n}점`} aria-pressed={n === rating} onClick={() => setRating(n)}>
            <StarGlyph size={28} on={n <= rating} />
          </button>
        ))}
      </fieldset>
      <label className="sr-only" htmlFor={`review-text-${orderId}`}>
        후기 내용
      </label>
      <textarea id={`review-text-${orderId}`} value={text} maxLength={REVIEW_TEXT_MAX} placeholder={`작업 속도, 품질 등 이용 경험을 ${REVIEW_TEXT_MIN}자 이상 남겨주세요.`} onChange={(e) => setText(e.target.value)} />
      <span className="svc-review-form__count">
        {text.trim().length} / {REVIEW_TEXT_MAX}
      </span>
      <FormError message={error} />
      <button type="submit" className="btn btn--primary" disabled={write.isPending}>
        후기 등록
      </button>
    </form>
  );
}
