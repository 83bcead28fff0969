import { useEffect, useRef, useState } from 'react';

const prefersReducedMotion = () => typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

const STEP_MS = 50;

/** Ease-out: fast at first, settling on the target. */
const easeOut = (t: number) => 1 - (1 - t) ** 3;

/**
 * Counts from 0 up to `target` over `durationMs` once the element is on screen; with reduced motion
 * (or no animation frames) it shows the target at once.
 */
export function useCountUp<E extends Element>(target: number, durationMs = 1600) {
  const ref = useRef<E>(null);
  const [still] = useState(() => prefersReducedMotion() || typeof requestAnimationFrame !== 'function');
  const [value, setValue] = useState(0);

  useEffect(() => {
    if (still) return;
    let frame = 0;
    let start: number | null = null;
    let shownAt = -Infinity;
    const step = (now: number) => {
      start ??= now;
      const t = Math.min(1, (now - start) / durationMs);
      // About 20 updates a second read as smooth counting and leave a slow phone's main thread free.
      if (t === 1 || now - shownAt >= STEP_MS) {
        shownAt = now;
        setValue(Math.round(target * easeOut(t)));
      }
      if (t < 1) frame = requestAnimationFrame(step);
    };
    const begin = () => {
      frame = requestAnimationFrame(step);
    };
    const el = ref.current;
    if (!el || typeof IntersectionObserver !== 'function') {
      begin();
      return () => cancelAnimationFrame(frame);
    }
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((e) => e.isIntersecting)) return;
      observer.disconnect();
      begin();
    });
    observer.observe(el);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [still, target, durationMs]);

  return { ref, value: still ? target : value };
}
