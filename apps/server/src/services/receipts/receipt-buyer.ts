import type { ReceiptBuyer } from '@snsshop/shared';

/** What 홈택스 asks for, from the receipt fields the member filled in when charging (fee_value). */
export function buyerOf(feeValue: string | null, purpose: string): ReceiptBuyer {
  const v = feeValue ? (JSON.parse(feeValue) as Record<string, string | undefined>) : {};
  const or = (s: string | undefined) => (s && s.trim() !== '' ? s.trim() : null);
  return {
    phone: purpose === 'self' ? null : or(v.phone),
    businessNumber: or(v.businessNumber),
    company: or(v.company),
    ceo: or(v.leader),
    email: or(v.email),
  };
}

/** A reversing document takes money back: its figures are stated negative, as the amending invoice states them. */
export const signed = (role: string, n: number | string) => (role === 'cancel' ? -Number(n) : Number(n));
