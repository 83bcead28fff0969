import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

interface ModalProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  wide?: boolean;
}

/** A form over the page: Escape or the backdrop closes it, focus starts inside and returns after. */
export function Modal({ open, title, onClose, children, wide }: ModalProps) {
  const id = useId();
  const boxRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef(onClose);
  useEffect(() => {
    closeRef.current = onClose;
  });

  useEffect(() => {
    if (!open) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const first = boxRef.current?.querySelector<HTMLElement>('input:not([type=hidden]), select, textarea, [contenteditable=true]');
    (first ?? boxRef.current)?.focus();
    const onKey = (e: KeyboardEvent) => {
      // A confirm dialog above this one handles its own Escape.
      if (e.key === 'Escape' && !document.querySelector('.confirm-dialog')) closeRef.current();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      previous?.focus();
    };
  }, [open]);

  if (!open) return null;
  return createPortal(
    <div className="adm-modal">
      <div className="adm-modal__backdrop" aria-hidden="true" onClick={onClose} />
      <div ref={boxRef} className={`adm-modal__box${wide ? ' adm-modal__box--wide' : ''}`} role="dialog" aria-modal="true" aria-labelledby={`${id}-title`} tabIndex={-1}>
        <div className="adm-modal__head">
          <h2 id={`${id}-title`} className="adm-modal__title">
            {title}
          </h2>
          <button type="button" className="adm-modal__close" aria-label="닫기" onClick={onClose}>
            ×
          </button>
        </div>
        {children}
      </div>
    </div>,
    document.body,
  );
}
