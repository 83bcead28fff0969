import type { ChargeRequested } from '@snsshop/shared/charges';
import { formatDateTime, formatWon } from '@snsshop/shared/common';
import { toast } from '../../../lib/toast';
import { DepositNotes } from './charge-notes';
import { receiptLabel } from './receipt-fields';
import { TossButton } from './toss-button';

async function copy(text: string) {
  try {
    await navigator.clipboard.writeText(text);
    toast.success('계좌번호를 복사했습니다.');
  } catch {
    toast.error('복사하지 못했습니다. 계좌번호를 직접 입력해주세요.');
  }
}

/** BANKING_DISPLAY_TEXT often reads "예금주: …"; the row already says so. */
const holderText = (displayText: string) => displayText.replace(/^\s*예금주\s*[:：]\s*/, '');

/** Shown after a successful request: where to send exactly how much, by when. */
export function DepositInstructions({ request }: { request: ChargeRequested }) {
  const { bank, charge, payAmount } = request;
  return (
    <section className="card deposit-panel" aria-labelledby="deposit-panel-title">
      <h2 id="deposit-panel-title" className="point-card__title">
        입금 안내
      </h2>
      <p className="deposit-panel__lead">아래 계좌로 입금자명과 금액을 정확히 맞춰 입금해주세요.</p>
      <dl className="deposit-panel__facts">
        <div>
          <dt>입금 은행</dt>
          <dd>{bank.bankName}</dd>
        </div>
        <div>
          <dt>계좌번호</dt>
          <dd className="deposit-panel__account">
            <span>{bank.accountNumber}</span>
            <button type="button" className="btn btn--soft btn--sm" onClick={() => void copy(bank.accountNumber)}>
              복사
            </button>
          </dd>
        </div>
        {bank.displayText !== '' && (
          <div>
            <dt>예금주</dt>
            <dd>{holderText(bank.displayText)}</dd>
          </div>
        )}
        <div>
          <dt>입금자명</dt>
          <dd>{request.depositor}</dd>
        </div>
        <div>
          <dt>충전 포인트</dt>
          <dd>{formatWon(charge.point)}</dd>
        </div>
        {request.feeType !== 'NONE' && (
          <div>
            <dt>영수증</dt>
            <dd>{receiptLabel[request.feeType]}</dd>
          </div>
        )}
        <div className="deposit-panel__pay">
          <dt>입금하실 금액</dt>
          <dd data-testid="deposit-amount">{formatWon(payAmount)}</dd>
        </div>
        <div>
          <dt>입금 기한</dt>
          <dd>{formatDateTime(request.expiresAt)}까지 (3시간 이내)</dd>
        </div>
      </dl>
      <DepositNotes />
      <TossButton chargeId={charge.id} />
    </section>
  );
}
