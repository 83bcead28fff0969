import { serviceTypeRule, typeLines, upstreamAddParams } from '@snsshop/shared';
import { ProviderError, type AddOrderInput } from './provider.js';

/** What the simulated provider makes of an `add`: an order of `total` units, or a subscription. */
export type SimulatedAdd =
  | { kind: 'order'; total: number; runs: number; interval: number }
  | { kind: 'subscription'; posts: number; min: number; max: number; delayMin: number; expiry: string | null };

const refuse = (message: string) => new ProviderError('rejected', message, 'add');

/**
 * Reads an order the way a panel reads its `add` (the same parameters the SMM client would send,
 * from the shared type rules) and refuses what panels refuse: a parameter the type needs left out
 * (comments, a subscription's username), a quantity where the type takes none (a package, custom
 * comments: the quantity is theirs — 1, or the lines), drip-feed outside Default, a field the type
 * does not take, a type no panel documents.
 */
export function readSimulatedAdd(input: AddOrderInput): SimulatedAdd {
  const { quantity, runs = 1, interval = 0 } = input;
  const rule = serviceTypeRule(input.type ?? 'Default');
  if (!rule) throw refuse('Incorrect service type');
  const fields = input.fields ?? {};
  const stray = Object.keys(fields).find((k) => fields[k] !== '' && !rule.fields.some((f) => f.key === k));
  if (stray) throw refuse(`Incorrect request: ${stray} is not accepted for this service`);
  const params = upstreamAddParams(rule, { link: input.link, quantity, fields });
  if (rule.takesLink && (params.link ?? '').trim() === '') throw refuse('Incorrect request');
  const missing = rule.fields.find((f) => f.required && (params[f.key] ?? '').trim() === '');
  if (missing) throw refuse(`Incorrect request: ${missing.key} is required`);
  if (!Number.isSafeInteger(runs) || runs < 1) throw refuse('Incorrect request');
  if (runs > 1 && !rule.autoOrders) throw refuse('Incorrect request: drip-feed is not available for this service');

  switch (rule.quantity) {
    case 'entered':
      if (!Number.isSafeInteger(quantity) || quantity < 1) throw refuse('Quantity less than minimal');
      return { kind: 'order', total: quantity * runs, runs, interval };
    case 'lines':
    case 'flat': {
      // no quantity goes to a panel for these: the shop's own must be what the panel counts itself
      const own = rule.quantity === 'flat' ? 1 : typeLines(params[rule.linesField!] ?? '').length;
      if (quantity !== own) throw refuse('Incorrect request: quantity is not accepted for this service');
      return { kind: 'order', total: own, runs: 1, interval: 0 };
    }
    case 'per-post': {
      const [min, max, posts, delayMin] = ['min', 'max', 'posts', 'delay'].map((k) => Number(params[k])) as [number, number, number, number];
      if (![min, max, posts, delayMin].every(Number.isSafeInteger) || min < 1 || max < min || posts < 1 || delayMin < 0) throw refuse('Incorrect request');
      if (quantity !== max * posts) throw refuse('Incorrect request: quantity is not accepted for this service');
      return { kind: 'subscription', posts, min, max, delayMin, expiry: fields.expiry || null };
    }
  }
}
