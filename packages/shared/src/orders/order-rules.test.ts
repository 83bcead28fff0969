import { describe, expect, it } from 'vitest';
import { msg } from '../common/messages.js';
import { orderBodySchema } from './order.js';
import { orderRuleError } from './order-rules.js';

const followers = { min: 10, max: 5000, enableAuto: true };
const once = { link: 'https://instagram.com/me', amount: 20, runs: 0, interval: 0 };

describe('order rules (web form, placeOrder and /api/v2 add)', () => {
  it('checks link, quantity, then the auto-order options, in the order of the storefront rules', () => {
    expect(orderRuleError(followers, { ...once, link: '  ' })).toBe(msg.order.linkRequired);
    expect(orderRuleError(followers, { ...once, link: 'not a link at all', amount: 1 })).toBe(msg.order.linkInvalid);
    expect(orderRuleError(followers, { ...once, amount: Number.NaN })).toBe(msg.order.amountInvalid);
    expect(orderRuleError(followers, { ...once, amount: 0 })).toBe(msg.order.amountInvalid);
    expect(orderRuleError(followers, { ...once, amount: 9 })).toBe(msg.order.belowMin);
    expect(orderRuleError(followers, { ...once, amount: 5001 })).toBe(msg.order.aboveMax);
    expect(orderRuleError(followers, once)).toBeNull();
    expect(orderRuleError(followers, { ...once, link: '@my.account' })).toBeNull();
  });

  it('an auto-order runs more than once, at least 60 minutes apart, on a service that offers it', () => {
    expect(orderRuleError(followers, { ...once, runs: 0, interval: 60 })).toBe(msg.order.autoRunsInvalid);
    expect(orderRuleError(followers, { ...once, runs: 1, interval: 60 })).toBe(msg.order.autoRunsInvalid);
    expect(orderRuleError(followers, { ...once, runs: 2.5, interval: 60 })).toBe(msg.order.autoRunsInvalid);
    expect(orderRuleError(followers, { ...once, runs: 1001, interval: 60 })).toBe(msg.order.autoRunsInvalid);
    expect(orderRuleError(followers, { ...once, runs: 3, interval: 59 })).toBe(msg.order.autoIntervalInvalid);
    expect(orderRuleError(followers, { ...once, runs: 3, interval: 60.5 })).toBe(msg.order.autoIntervalInvalid);
    expect(orderRuleError(followers, { ...once, runs: 3, interval: 60 })).toBeNull();
    expect(orderRuleError({ ...followers, enableAuto: false }, { ...once, runs: 3, interval: 60 })).toBe(msg.order.autoNotSupported);
    // The form's switch turned on with its fields still at 0 asks for an auto-order.
    expect(orderRuleError(followers, { ...once, auto: true })).toBe(msg.order.autoRunsInvalid);
    expect(orderRuleError(followers, { ...once, auto: true, runs: Number.NaN, interval: 60 })).toBe(msg.order.autoRunsInvalid);
  });

  it('the request schema refuses with the same message the rules give', () => {
    const unlimited = { min: 1, max: 1_000_000_000, enableAuto: true };
    // An empty link and the quantity pass the schema: a subscription names its account instead of a
    // link and a comments order takes no quantity, so placing the order checks them by the service's
    // type, link first (orderRuleError's linkRequired, then the quantity's messages).
    const cases = [
      { ...once, link: 'x'.repeat(501) },
      { ...once, link: 'not a link at all' },
      { ...once, runs: 1001, interval: 60 },
      { ...once, runs: 3, interval: 60 * 24 * 366 },
    ];
    for (const body of cases) {
      const parsed = orderBodySchema.safeParse({ serviceId: 1, ...body });
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe(orderRuleError(unlimited, body));
    }
  });
});
