import type { LandingReview } from '@snsshop/shared/landing';
import { useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { StarRating } from '../../../components/ui/star-rating';
import { wrapIndex } from '../content/wrap-index';

/** docs/storefront-rules.md §9: the carousel starts at the fourth review. */
export const FIRST_REVIEW_INDEX = 3;

function ReviewCard({ review }: { review: LandingReview }) {
  return (
    <figure className="review">
      <StarRating className="review__stars" rating={review.rating} />
      <blockquote className="review__text">
        <p>{review.text}</p>
      </blockquote>
      <figcaption className="review__who">
        <span className="review__avatar" aria-hidden="true">
          {review.name.slice(0, 1)}
        </span>
        <span>
          <strong className="review__name">{review.name}</strong>
          {review.role && <span className="review__role">{review.role}</span>}
        </span>
      </figcaption>
    </figure>
  );
}

/**
 * The review carousel: previous and next buttons, a dot per review, arrow keys and swipes; it
 * wraps at both ends. Wide screens also show the neighbours of the current review, as decoration.
 */
export function ReviewCarousel({ title, reviews }: { title: string; reviews: LandingReview[] }) {
  const count = reviews.length;
  const [index, setIndex] = useState(() => wrapIndex(FIRST_REVIEW_INDEX, count));
  const [direction, setDirection] = useState<'next' | 'prev'>('next');
  const swipeStart = useRef<number | null>(null);
  const titleId = useId();
  const current = wrapIndex(index, count);

  const go = (to: number, dir: 'next' | 'prev') => {
    setDirection(dir);
    setIndex(wrapIndex(to, count));
  };
  const next = () => go(current + 1, 'next');
  const prev = () => go(current - 1, 'prev');

  const onKeyDown = (e: KeyboardEvent) => {
    const moves: Record<string, () => void> = {
      ArrowRight: next,
      ArrowLeft: prev,
      Home: () => go(0, 'prev'),
      End: () => go(count - 1, 'next'),
    };
    const move = moves[e.key];
    if (!move) return;
    e.preventDefault();
    move();
  };
  const onPointerDown = (e: PointerEvent) => {
    if (e.pointerType !== 'mouse') swipeStart.current = e.clientX;
  };
  const onPointerUp = (e: PointerEvent) => {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (start === null || Math.abs(e.clientX - start) < 40) return;
    if (e.clientX < start) next();
    else prev();
  };

  const review = reviews[current];
  if (!review) return null;
  const before = reviews[wrapIndex(current - 1, count)];
  const after = reviews[wrapIndex(current + 1, count)];

  return (
    <section className="landing-section" aria-labelledby={titleId}>
      <h2 id={titleId} className="landing-section__title">
        {title}
      </h2>
      <div
        className="carousel"
        role="region"
        aria-roledescription="캐러셀"
        aria-label="이용 후기"
        tabIndex={0}
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
      >
        <div className="carousel__stage" aria-live="polite">
          {before && count > 2 && (
            <div className="carousel__side carousel__side--before" aria-hidden="true">
              <ReviewCard review={before} />
            </div>
          )}
          <div
            key={current}
            className={`carousel__slide carousel__slide--${direction}`}
            role="group"
            aria-roledescription="슬라이드"
            aria-label={`${count}개 중 ${current + 1}번째`}
          >
            <ReviewCard review={review} />
          </div>
          {after && count > 2 && (
            <div className="carousel__side carousel__side--after" aria-hidden="true">
              <ReviewCard review={after} />
            </div>
          )}
        </div>
        <div className="carousel__controls">
          <button type="button" className="carousel__arrow" aria-label="이전 후기" onClick={prev}>
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round">
              <path d="M15 5l-7 7 7 7" />
            </svg>
          </button>
          <div className="carousel__dots">
            {reviews.map((r, i) => (
              <button
                key={`${r.name}-${i}`}
                type="button"
                className="carousel__dot"
                aria-label={`${i + 1}번째 후기 보기`}
                aria-current={i === current ? 'true' : undefined}
                onClick={() => go(i, i < current ? 'prev' : 'next')}
              />
            ))}
          </div>
          <button type="button" className="carousel__arrow" aria-label="다음 후기" onClick={next}>
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round">
              <path d="M9 5l7 7-7 7" />
            </svg>
          </button>
        </div>
        <p className="carousel__count" aria-hidden="true">
          {current + 1} / {count}
        </p>
      </div>
    </section>
  );
}
