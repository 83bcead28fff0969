import type { AdminReceipt } from '@snsshop/shared/charges';

/** What 홈택스 asks for about the buyer, each line only when the member gave it. */
export function ReceiptBuyerLines({ receipt }: { receipt: Pick<AdminReceipt, 'buyer' | 'originalNumber' | 'role'> }) {
  const b = receipt.buyer;
  const lines = [
    b.businessNumber && `사업자등록번호 ${b.businessNumber}`,
    b.company && `상호 ${b.company}`,
    b.ceo && `대표자 ${b.ceo}`,
    b.phone && `휴대폰 ${b.phone}`,
    b.email && `이메일 ${b.email}`,
    receipt.role === 'cancel' && `원본 승인번호 ${receipt.originalNumber ?? '(원본 발급 전)'}`,
  ].filter(Boolean) as string[];
  if (lines.length === 0) return <span className="adm-hint">-</span>;
  return (
    <span className="adm-hint receipt-buyer">
      {lines.map((l) => (
        <span key={l}>{l}</span>
      ))}
    </span>
  );
}
