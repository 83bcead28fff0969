import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** Where each history entry was scrolled to, by its key (kept for this tab's life). */
const positions = new Map<string, number>();
/** The entry on screen, and where it was last scrolled to. */
let currentKey: string | null = null;
let lastY = 0;
/** Set when the person scrolls, taps or types: a restoration still waiting for the page gives way. */
let personMoved = false;
const PERSON_EVENTS = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;

function onScroll() {
  lastY = window.scrollY;
  if (currentKey !== null) positions.set(currentKey, lastY);
}

/** Scrolls to `y` once the page is tall enough (screens draw their data a moment after they open, later on a slow phone). */
function restore(y: number, until: number) {
  if (personMoved) return;
  window.scrollTo(0, y);
  if (Math.abs(window.scrollY - y) > 1 && performance.now() < until) requestAnimationFrame(() => restore(y, until));
}

/**
 * A new screen opens at its top; Back and Forward return to where the person was on that entry.
 * The browser's own restoration is turned off: it runs before a lazily loaded screen has drawn.
 * Positions are filed under the entry that was on screen when they were read, and the switch to a
 * new entry happens in the commit itself, so the scroll events a shorter new screen causes never
 * overwrite the old entry's position.
 */
export function useScrollMemory() {
  const location = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
    const moved = () => (personMoved = true);
    window.addEventListener('scroll', onScroll, { passive: true });
    for (const e of PERSON_EVENTS) window.addEventListener(e, moved, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      for (const e of PERSON_EVENTS) window.removeEventListener(e, moved);
    };
  }, []);

  useLayoutEffect(() => {
    if (currentKey !== null && currentKey !== location.key) positions.set(currentKey, lastY);
    currentKey = location.key;
    personMoved = false;
    const saved = positions.get(location.key);
    if (navigationType === 'POP' && saved !== undefined) restore(saved, performance.now() + 5000);
    else if (!location.hash) window.scrollTo(0, 0);
  }, [location.key, location.hash, navigationType]);
}
