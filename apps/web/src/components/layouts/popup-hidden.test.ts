import type { Popup } from '@snsshop/shared/content';
import { beforeEach, describe, expect, it } from 'vitest';
import { dateKey, hidePopupToday, hideToday, parseHidden, popupsToShow, readHiddenPopups } from './popup-hidden';

const day1 = new Date(2026, 10, 21, 9, 30);
const day1Late = new Date(2026, 10, 21, 23, 59);
const day2 = new Date(2026, 10, 22, 0, 1);
const popups: Popup[] = [
  { id: 1, enabled: true, imageUrl: '/a.png' },
  { id: 2, enabled: false, imageUrl: '/b.png' },
  { id: 3, enabled: true, imageUrl: '/c.png' },
];
const ids = (list: Popup[]) => list.map((p) => p.id);

beforeEach(() => localStorage.clear());

describe('start-up popups: 오늘 하루 보지 않기', () => {
  it('dates are yyyyMMdd in the viewer\'s calendar', () => {
    expect(dateKey(day1)).toBe('20261121');
    expect(dateKey(new Date(2027, 0, 5))).toBe('20270105');
  });

  it('shows only enabled popups that are not hidden today', () => {
    expect(ids(popupsToShow(popups, [], day1))).toEqual([1, 3]);
    const hidden = hideToday([], 1, day1);
    expect(hidden).toEqual([{ popupId: '1', date: '20261121' }]);
    expect(ids(popupsToShow(popups, hidden, day1Late))).toEqual([3]);
  });

  it('a popup hidden today shows again the next day', () => {
    const hidden = hideToday([], 3, day1);
    expect(ids(popupsToShow(popups, hidden, day2))).toEqual([1, 3]);
  });

  it('stores {popupId, date} under popup-hidden and drops records of earlier days', () => {
    hidePopupToday(1, day1);
    hidePopupToday(3, day1);
    expect(JSON.parse(localStorage.getItem('popup-hidden')!)).toEqual([
      { popupId: '1', date: '20261121' },
      { popupId: '3', date: '20261121' },
    ]);
    hidePopupToday(1, day2);
    expect(readHiddenPopups()).toEqual([{ popupId: '1', date: '20261122' }]);
  });

  it('reads a damaged record as nothing hidden', () => {
    for (const raw of [null, '', 'nope', '{}', '[1, null, {"popupId": 1}]']) expect(parseHidden(raw)).toEqual([]);
    expect(parseHidden('[{"popupId": 7, "date": "20261121"}]')).toEqual([{ popupId: '7', date: '20261121' }]);
  });
});
