interface LoadErrorProps {
  /** What went wrong, in full, e.g. "주문내역을 불러오지 못했습니다." */
  message: string;
  onRetry: () => void;
}

/** A screen part whose data failed to load: says so and offers to try again. */
export function LoadError({ message, onRetry }: LoadErrorProps) {
  return (
    <div className="card error-card" role="alert">
      <p>{message}</p>
      <button type="button" className="btn btn--primary" onClick={onRetry}>
        다시 시도
      </button>
    </div>
  );
}
