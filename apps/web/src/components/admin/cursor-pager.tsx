import { useState } from 'react';

/** A list read forward by the server's cursor: where the page shown starts, and the way back. */
export function useCursorTrail<C>() {
  const [trail, setTrail] = useState<C[]>([]);
  return {
    cursor: trail.at(-1) ?? null,
    canGoBack: trail.length > 0,
    back: () => setTrail((t) => t.slice(0, -1)),
    forward: (next: C) => setTrail((t) => [...t, next]),
    /** Back to the first page, as when the view changes. */
    reset: () => setTrail([]),
  };
}

/** 이전 and 다음 under a cursor-paged list; 다음 only while the server gives a next page. */
export function CursorPager<C>({ trail, next }: { trail: ReturnType<typeof useCursorTrail<C>>; next: C | null | undefined }) {
  return (
    <div className="adm-form__actions">
      {trail.canGoBack && (
        <button type="button" className="btn btn--soft btn--sm" onClick={trail.back}>
          이전
        </button>
      )}
      {next && (
        <button type="button" className="btn btn--soft btn--sm" onClick={() => trail.forward(next)}>
          다음
        </button>
      )}
    </div>
  );
}
