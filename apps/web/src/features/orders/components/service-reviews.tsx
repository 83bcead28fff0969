import type { PublicReview } from '@snsshop/shared/reviews';
import { formatNumber } from '@snsshop/shared/common';
import { StarRating } from '../../../components/ui/star-rating';
import { useServiceReviews } from '../api/get-service-reviews';
import './service-reviews.css';

const day = (iso: string) => new Date(Date.parse(iso) + 9 * 3600_000).toISOString().slice(0, 10).replaceAll('-', '.');

/** One review as anyone reads it, with the shop's reply under it. */
export function ReviewItem({ review }: { review: PublicReview }) {
  return (
    <li className="svc-review">
      <div className="svc-review__head">
        <StarRating className="svc-review__stars" rating={review.rating} size={15} />
        <span className="svc-review__who">{review.name}</span>
        <time className="svc-review__date" dateTime={review.createdAt}>
          {day(review.createdAt)}
        </time>
      </div>
      <p className="svc-review__text">{review.text}</p>
      {review.reply && (
        <p className="svc-review__reply">
          <strong>판매자 답글</strong> {review.reply}
        </p>
      )}
    </li>
  );
}

/** /order: the chosen service's 구매 후기 — written only by members who bought it. */
export function ServiceReviews({ serviceId }: { serviceId: number }) {
  const reviews = useServiceReviews(serviceId);
  if (!reviews.data) return null;
  const r = reviews.data;
  return (
    <section className="card svc-reviews" aria-labelledby="svc-reviews-title">
      <h2 id="svc-reviews-title" className="svc-reviews__title">
        구매 후기
        {r.average !== null && (
          <span className="svc-reviews__score">
            <StarRating className="svc-review__stars" rating={Math.round(r.average)} size={16} />
            <strong>{r.average.toFixed(1)}</strong>
            <span>({formatNumber(r.count)}개)</span>
          </span>
        )}
      </h2>
      {r.count === 0 ? (
        <p className="svc-reviews__empty">아직 후기가 없습니다. 이 상품을 구매하고 완료된 주문에서 첫 후기를 남겨주세요.</p>
      ) : (
        <ul className="svc-reviews__list">
          {r.latest.map((review) => (
            <ReviewItem key={review.id} review={review} />
          ))}
        </ul>
      )}
    </section>
  );
}
