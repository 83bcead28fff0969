import type { Popup } from '@snsshop/shared/content';
import { storage } from '../../lib/storage';

/** One "오늘 하루 보지 않기" record in browser storage `popup-hidden` (docs/storefront-rules.md §3). */
export interface HiddenPopup {
  popupId: string;
  /** yyyyMMdd in the viewer's own calendar. */
  date: string;
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/** The viewer's calendar day as yyyyMMdd. */
export function dateKey(now: Date): string {
  return `${now.getFullYear()}${pad2(now.getMonth() + 1)}${pad2(now.getDate())}`;
}

/** Reads the stored list; anything unreadable counts as nothing hidden. */
export function parseHidden(raw: string | null): HiddenPopup[] {
  if (!raw) return [];
  try {
    const list: unknown = JSON.parse(raw);
    if (!Array.isArray(list)) return [];
    return list.flatMap((item: unknown) => {
      if (typeof item !== 'object' || item === null) return [];
      const { popupId, date } = item as Record<string, unknown>;
      return (typeof popupId === 'string' || typeof popupId === 'number') && typeof date === 'string' ? [{ popupId: String(popupId), date }] : [];
    });
  } catch {
    return [];
  }
}

export function isHiddenToday(list: readonly HiddenPopup[], popupId: number, now: Date): boolean {
  const today = dateKey(now);
  return list.some((h) => h.popupId === String(popupId) && h.date === today);
}

/** Adds today's record for the popup; records of earlier days are dropped, they no longer hide anything. */
export function hideToday(list: readonly HiddenPopup[], popupId: number, now: Date): HiddenPopup[] {
  const today = dateKey(now);
  return [...list.filter((h) => h.date === today && h.popupId !== String(popupId)), { popupId: String(popupId), date: today }];
}

/** docs/storefront-rules.md §4: only enabled popups not hidden today show. */
export function popupsToShow(popups: readonly Popup[], list: readonly HiddenPopup[], now: Date): Popup[] {
  return popups.filter((p) => p.enabled && !isHiddenToday(list, p.id, now));
}

export const readHiddenPopups = () => parseHidden(storage.getPopupHidden());

export function hidePopupToday(popupId: number, now: Date): void {
  storage.setPopupHidden(JSON.stringify(hideToday(readHiddenPopups(), popupId, now)));
}
