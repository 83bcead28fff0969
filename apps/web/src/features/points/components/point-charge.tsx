import type { ChargeRequested } from '@snsshop/shared/charges';
import { AuthState } from '@snsshop/shared/common';
import { useRef, useState } from 'react';
import { useAuthState } from '../../../lib/auth-state';
import { ChargeForm } from './charge-form';
import { ChargeHistory } from './charge-history';
import { ChargeNotes } from './charge-notes';
import { DepositInstructions } from './deposit-instructions';
import { RefundPanel } from './refund-panel';
import { TossReturn } from './toss-return';
import './points.css';

/** /point: the charge form, the deposit instructions after a request, the notes, the history and refund requests. */
export function PointCharge() {
  const isMember = useAuthState() === AuthState.authorization;
  const [requested, setRequested] = useState<ChargeRequested | null>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  const onRequested = (result: ChargeRequested) => {
    setRequested(result);
    // In one column (phones) the panel sits under the form: bring it into view when its top is not.
    requestAnimationFrame(() => {
      const panel = panelRef.current;
      if (!panel) return;
      const { top } = panel.getBoundingClientRect();
      if (top < 0 || top > window.innerHeight * 0.6) panel.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
    });
  };

  return (
    <div className="point-page">
      <TossReturn />
      <div className="point-grid">
        <ChargeForm onRequested={onRequested} />
        <div className="point-grid__side" ref={panelRef}>
          {requested ? <DepositInstructions key={requested.charge.id} request={requested} /> : <ChargeNotes />}
        </div>
      </div>
      <ChargeHistory isMember={isMember} />
      <RefundPanel isMember={isMember} />
    </div>
  );
}
