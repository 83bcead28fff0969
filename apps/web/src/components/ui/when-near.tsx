import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Draws `children` (lazily loaded parts) once the visitor starts scrolling or their place comes into
 * view; until then an empty block of `className` holds a similar height, so the footer stays below
 * the fold and nothing above moves. A phone that does not scroll never downloads them (issue 17).
 */
export function WhenNear({ className, children }: { className: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver !== 'function');

  useEffect(() => {
    const el = ref.current;
    if (near || !el) return;
    const show = () => setNear(true);
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) show();
    });
    observer.observe(el);
    window.addEventListener('scroll', show, { passive: true, once: true });
    return () => {
      observer.disconnect();
      window.removeEventListener('scroll', show);
    };
  }, [near]);

  const placeholder = <div ref={ref} className={className} aria-hidden="true" />;
  return near ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder;
}
