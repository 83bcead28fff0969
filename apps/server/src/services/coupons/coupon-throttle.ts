import { couponMessages as m } from '@snsshop/shared';
import type { AppContext } from '../../context.js';
import { takeRateSlot } from '../members/throttle.js';

const WINDOW_MS = 10 * 60_000;
/** Enough for a member typing codes by hand; far too few to guess one (a generated code has 32^12 values). */
export const COUPON_TRIES_PER_MEMBER = 10;
/** A shared office or mobile network carries many members; a guessing script is still stopped. */
export const COUPON_TRIES_PER_IP = 60;

/** Every code typed (a redemption or an /order quote) counts, per member and per IP, in the shared rate store. */
export async function takeCouponGuess(ctx: AppContext, memberId: number, ip: string): Promise<void> {
  await takeRateSlot(ctx, [
    { bucket: 'coupon-member', key: String(memberId), limits: [{ max: COUPON_TRIES_PER_MEMBER, windowMs: WINDOW_MS, message: m.tooManyGuesses }] },
    { bucket: 'coupon-ip', key: ip, limits: [{ max: COUPON_TRIES_PER_IP, windowMs: WINDOW_MS, message: m.tooManyGuesses }] },
  ]);
}
