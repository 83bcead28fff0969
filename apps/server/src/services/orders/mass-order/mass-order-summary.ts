import { formatWon, massOrderMessages as m, type MassOrderLine, type MassOrderPreview } from '@snsshop/shared';

const sum = (lines: MassOrderLine[]) => {
  const total = lines.reduce((s, l) => s + (l.charge ?? 0), 0);
  return { count: lines.length, total, totalText: formatWon(total) };
};

/**
 * What a submission would do with the member's balance: 모두 주문 goes only when no line has an error
 * and the balance covers the total (else `allRefusal` says why); 오류 없는 줄만 주문 takes the lines
 * without an error top to bottom, each while what is left of the balance covers it.
 */
export function massOrderSummary(lines: MassOrderLine[], balance: number): Omit<MassOrderPreview, 'lines'> {
  const valid = lines.filter((l) => l.error === null);
  const bad = lines.find((l) => l.error !== null);
  const validSum = sum(valid);
  let left = balance;
  const affordable = valid.filter((l) => {
    if (l.charge! > left) return false;
    left -= l.charge!;
    return true;
  });
  const allRefusal = bad ? m.lineError(bad.lineNo, bad.error!) : validSum.total > balance ? m.notEnoughPoints(validSum.totalText, formatWon(balance), formatWon(validSum.total - balance)) : null;
  return { valid: validSum, invalidCount: lines.length - valid.length, balance, balanceText: formatWon(balance), allRefusal, validOnly: sum(affordable) };
}

export const placedSum = sum;
