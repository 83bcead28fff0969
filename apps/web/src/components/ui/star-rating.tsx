/** Five stars, `rating` of them lit, read out as one sentence; styled by the caller's class. */
export function StarRating({ rating, className, size = 18 }: { rating: number; className: string; size?: number }) {
  return (
    <span className={className} role="img" aria-label={`별점 5점 만점에 ${rating}점`}>
      {[1, 2, 3, 4, 5].map((n) => (
        <StarGlyph key={n} size={size} on={n <= rating} />
      ))}
    </span>
  );
}

export function StarGlyph({ size, on }: { size: number; on: boolean }) {
  return (
    <svg viewBox="0 0 20 20" width={size} height={size} aria-hidden="true" className={on ? 'is-on' : undefined}>
      <path d="M10 1.8l2.5 5.2 5.7.8-4.1 4 1 5.6L10 14.7l-5.1 2.7 1-5.6-4.1-4 5.7-.8z" fill="currentColor" />
    </svg>
  );
}
