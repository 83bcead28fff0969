/**
 * A business registration number's last digit checks the nine before it (the National Tax Service's
 * weights 1,3,7,1,3,7,1,3,5, plus the tens of the ninth digit × 5): a mistyped digit is caught here,
 * before a tax invoice or a receipt is requested for a number that Hometax would refuse.
 */
const WEIGHTS = [1, 3, 7, 1, 3, 7, 1, 3, 5] as const;

/** `digits`: the ten digits without hyphens. */
export function isBusinessNumber(digits: string): boolean {
  if (!/^\d{10}$/.test(digits)) return false;
  const d = [...digits].map(Number);
  let sum = WEIGHTS.reduce((s, w, i) => s + w * d[i]!, 0);
  sum += Math.floor((d[8]! * 5) / 10);
  return (10 - (sum % 10)) % 10 === d[9];
}
