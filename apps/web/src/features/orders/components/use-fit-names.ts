import { useLayoutEffect, type RefObject } from 'react';

/** Smallest type a platform name shrinks to; a name whose longest word is wider still may break inside it. */
const MIN_PX = 9;

/**
 * Four tiles a row from 320 px up (docs/storefront-rules.md §2) leave about 60 px for a name on the narrowest phones, and
 * names break only between words (word-break: keep-all), so one long word such as 사운드클라우드 would
 * be clipped. Each name whose longest word is wider than its tile is set in smaller type, exactly as
 * small as that word needs (measured in the page's own font), and measured again when the grid resizes.
 */
export function useFitNames(gridRef: RefObject<HTMLElement | null>, nameSelector: string, namesKey: string) {
  useLayoutEffect(() => {
    const grid = gridRef.current;
    if (!grid) return;
    const fit = () => {
      const nodes = Array.from(grid.querySelectorAll<HTMLElement>(nameSelector));
      nodes.forEach((node) => node.style.removeProperty('font-size'));
      // Every word of every name measured in one layout: an off-screen line per word, in the name's own font.
      const probe = document.createElement('div');
      probe.setAttribute('aria-hidden', 'true');
      probe.style.cssText = 'position:absolute;visibility:hidden;left:-9999px;top:0;white-space:nowrap';
      const lines = nodes.map((node) => {
        const box = document.createElement('div');
        const style = getComputedStyle(node);
        box.style.font = style.font;
        box.style.letterSpacing = style.letterSpacing;
        for (const word of (node.textContent ?? '').split(/\s+/).filter(Boolean)) {
          const span = document.createElement('span');
          span.style.display = 'block';
          span.style.width = 'max-content';
          span.textContent = word;
          box.append(span);
        }
        probe.append(box);
        return box;
      });
      document.body.append(probe);
      const measured = nodes.map((node, i) => ({
        node,
        widest: Math.max(0, ...Array.from(lines[i]?.children ?? [], (span) => span.getBoundingClientRect().width)),
        size: parseFloat(getComputedStyle(node).fontSize),
        room: (node.parentElement?.clientWidth ?? 0) - paddingInline(node.parentElement),
      }));
      probe.remove();
      for (const { node, widest, size, room } of measured) {
        if (!widest || widest <= room) continue;
        // Rounded down to a tenth of a pixel, so the word is never a hair wider than its room.
        node.style.fontSize = `${Math.max(MIN_PX, Math.floor(((size * room) / widest) * 10) / 10)}px`;
      }
    };
    fit();
    if (typeof ResizeObserver === 'undefined') return;
    // Only a change of width moves the names' room; the height changes with the fitted names themselves.
    let width = grid.clientWidth;
    const observer = new ResizeObserver(() => {
      if (grid.clientWidth === width) return;
      width = grid.clientWidth;
      fit();
    });
    observer.observe(grid);
    void document.fonts?.ready.then(fit);
    return () => observer.disconnect();
  }, [gridRef, nameSelector, namesKey]);
}

function paddingInline(el: Element | null): number {
  if (!el) return 0;
  const s = getComputedStyle(el);
  return parseFloat(s.paddingLeft) + parseFloat(s.paddingRight);
}
