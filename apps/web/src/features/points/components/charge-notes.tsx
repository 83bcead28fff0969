import { msg } from '@snsshop/shared/common';

/** The notes of docs/storefront-rules.md §2 and §9: the 3-hour cancel and the 1–10 minute credit. */
export function DepositNotes() {
  return (
    <ul className="point-notes">
      <li>{msg.charge.autoCancelNote}</li>
      <li>{msg.charge.autoCreditNote}</li>
      <li>입금자명이나 금액이 신청 내용과 다르면 자동으로 충전되지 않으니 고객센터로 문의해주세요.</li>
    </ul>
  );
}

/** Before a request: how charging works. */
export function ChargeNotes() {
  return (
    <section className="card charge-notes" aria-labelledby="charge-notes-title">
      <h2 id="charge-notes-title" className="point-card__title">
        충전 전 확인해주세요
      </h2>
      <ol className="charge-steps">
        <li>입금자명과 충전 금액을 입력하고 충전 신청을 누릅니다.</li>
        <li>안내된 계좌로 입금하실 금액을 정확히 입금합니다.</li>
        <li>입금이 확인되면 포인트가 자동으로 충전됩니다.</li>
      </ol>
      <DepositNotes />
    </section>
  );
}
