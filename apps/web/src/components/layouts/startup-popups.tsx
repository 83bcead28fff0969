import type { Popup } from '@snsshop/shared/content';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { useLocation } from 'react-router';
import { paths } from '../../config/paths';
import { usePopups } from '../../lib/get-popups';
import { hidePopupToday, popupsToShow, readHiddenPopups } from './popup-hidden';
import './startup-popups.css';

/** Closed during this visit: a popup stays closed while the visitor moves between screens. */
const closedThisVisit = new Set<number>();

interface PopupDialogProps {
  popup: Popup;
  position: string;
  onClose: (hideToday: boolean) => void;
}

/** One popup: focus starts on "닫기", Tab stays inside, Escape or the backdrop closes it, focus then goes back. */
function PopupDialog({ popup, position, onClose }: PopupDialogProps) {
  const boxRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    closeRef.current?.focus();
    document.body.classList.add('has-modal');
    return () => {
      document.body.classList.remove('has-modal');
      previous?.focus();
    };
  }, []);

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.stopPropagation();
      onClose(false);
      return;
    }
    if (e.key !== 'Tab') return;
    const buttons = boxRef.current?.querySelectorAll<HTMLButtonElement>('button');
    const first = buttons?.[0];
    const last = buttons?.[buttons.length - 1];
    if (e.shiftKey && document.activeElement === first) {
      e.preventDefault();
      last?.focus();
    } else if (!e.shiftKey && document.activeElement === last) {
      e.preventDefault();
      first?.focus();
    }
  };

  return createPortal(
    <div className="startup-popup">
      <div className="startup-popup__backdrop" data-testid="popup-backdrop" aria-hidden="true" onClick={() => onClose(false)} />
      <div ref={boxRef} className="startup-popup__box" role="dialog" aria-modal="true" aria-label={`공지 팝업 ${position}`} onKeyDown={onKeyDown}>
        {/* A broken image is not worth a modal: it closes for this visit. */}
        <img className="startup-popup__image" src={popup.imageUrl} alt="공지 내용 이미지" onError={() => onClose(false)} />
        <div className="startup-popup__actions">
          <button type="button" className="startup-popup__button" onClick={() => onClose(true)}>
            오늘 하루 보지 않기
          </button>
          <button ref={closeRef} type="button" className="startup-popup__button startup-popup__button--close" onClick={() => onClose(false)}>
            닫기
          </button>
        </div>
      </div>
    </div>,
    document.body,
  );
}

const isLegalPage = (pathname: string) => pathname === paths.termsService.path || pathname === paths.termsPrivacy.path;

/** Start-up popups (docs/storefront-rules.md §2 and §4): enabled ones not hidden today, one after another. */
export function StartupPopups() {
  const { data } = usePopups();
  const { pathname } = useLocation();
  // "Today" is the day the visit started; the stored records are read once per visit.
  const [now] = useState(() => new Date());
  const [hidden] = useState(readHiddenPopups);
  const [closed, setClosed] = useState<ReadonlySet<number>>(() => new Set(closedThisVisit));

  // The terms pages open in a new tab from the footer: they are read, not greeted.
  if (!data || isLegalPage(pathname)) return null;
  const queue = popupsToShow(data, hidden, now).filter((p) => !closed.has(p.id));
  const popup = queue[0];
  if (!popup) return null;

  const total = popupsToShow(data, hidden, now).length;
  const position = `${total - queue.length + 1}/${total}`;
  const close = (hideToday: boolean) => {
    if (hideToday) hidePopupToday(popup.id, now);
    closedThisVisit.add(popup.id);
    setClosed(new Set(closedThisVisit));
  };
  return <PopupDialog key={popup.id} popup={popup} position={position} onClose={close} />;
}
