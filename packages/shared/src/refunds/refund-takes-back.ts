// What a refund takes back besides its points — one rule for the server's clawback and the form's preview (no zod).

/** What a charge brought besides its own points, and what earlier refunds or cancels of it already took back. */
export interface ChargeGifts {
  /** the charge's own points */
  charged: number;
  /** points of the charge's own refunds and cancels so far */
  reversedBefore: number;
  /** the charge bonus and a coupon's charge bonus it earned (points), each with what was already taken back of it */
  bonuses: { label: string; points: number; takenBefore: number }[];
  /** a first charge's invite rewards: the member's own and the inviter's; null when none are still held */
  rewards: { referee: number; referrer: number } | null;
}

export interface TakenBack {
  /** the charge is refunded in whole with this one */
  whole: boolean;
  /** bonus points each bonus gives back now, in the order given */
  bonuses: number[];
  /** what of the bonuses stays with the member after this */
  bonusStays: number;
  /** invite rewards taken back now (only with the whole charge); null: none */
  rewards: { referee: number; referrer: number } | null;
}

/**
 * The shop's rule (terms, refunds): a bonus belongs to the points that earned it, so a refund of part
 * of a charge takes back the same share of its bonuses — the share of the charge refunded so far,
 * rounded down, less what earlier refunds already took — and the whole charge takes back all of them.
 * Invite rewards stay while any of the first charge stays, and go back (the member's and the inviter's)
 * only with the whole first charge.
 */
export function refundTakesBack(g: ChargeGifts, points: number): TakenBack {
  const reversed = Math.min(g.charged, g.reversedBefore + points);
  const whole = reversed >= g.charged;
  const bonuses = g.bonuses.map((b) => {
    const due = whole ? b.points : Math.floor((b.points * reversed) / g.charged);
    return Math.max(0, due - b.takenBefore);
  });
  const bonusStays = g.bonuses.reduce((sum, b, i) => sum + Math.max(0, b.points - b.takenBefore - bonuses[i]!), 0);
  return { whole, bonuses, bonusStays, rewards: whole ? g.rewards : null };
}
