/**
 * Everything the simulated provider needs to answer for an order lives in its id, so a restarted
 * server computes the same progress: `sim-<created ms>-<total>-<duration s>-<seed>-<seq>`, base36.
 */
export interface SimulatedOrder {
  createdMs: number;
  total: number;
  durationS: number;
  seed: number;
  seq: number;
}

export function encodeSimulatedOrderId(o: SimulatedOrder): string {
  return ['sim', o.createdMs, o.total, o.durationS, o.seed, o.seq].map((v) => (typeof v === 'number' ? v.toString(36) : v)).join('-');
}

export function decodeSimulatedOrderId(id: string): SimulatedOrder | null {
  const m = /^sim-([0-9a-z]+)-([0-9a-z]+)-([0-9a-z]+)-([0-9a-z]+)-([0-9a-z]+)$/.exec(id);
  if (!m) return null;
  const [createdMs, total, durationS, seed, seq] = m.slice(1).map((p) => parseInt(p, 36)) as [number, number, number, number, number];
  if (![createdMs, total, durationS, seed, seq].every(Number.isSafeInteger) || total < 1 || durationS < 1) return null;
  return { createdMs, total, durationS, seed, seq };
}

/** splitmix32: several independent uniform numbers in [0, 1) from one seed. */
export function seededUniform(seed: number, lane: number): number {
  let z = (seed + Math.imul(lane + 1, 0x9e3779b9)) | 0;
  z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
  z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
  return ((z ^ (z >>> 16)) >>> 0) / 2 ** 32;
}

/**
 * A simulated subscription (자동 좋아요), all in its id as well:
 * `sims-<created ms>-<posts>-<min>-<max>-<delay min>-<ends ms, 0 = no expiry>-<seed>-<seq>`, base36.
 */
export interface SimulatedSubscription {
  createdMs: number;
  posts: number;
  min: number;
  max: number;
  delayMin: number;
  /** when its expiry date is over (0: none) */
  endsMs: number;
  seed: number;
  seq: number;
}

const subscriptionParts = ['createdMs', 'posts', 'min', 'max', 'delayMin', 'endsMs', 'seed', 'seq'] as const;

export function encodeSimulatedSubscriptionId(s: SimulatedSubscription): string {
  return ['sims', ...subscriptionParts.map((k) => s[k].toString(36))].join('-');
}

export function decodeSimulatedSubscriptionId(id: string): SimulatedSubscription | null {
  const parts = id.split('-');
  if (parts.length !== subscriptionParts.length + 1 || parts[0] !== 'sims' || !parts.slice(1).every((p) => /^[0-9a-z]+$/.test(p))) return null;
  const values = parts.slice(1).map((p) => parseInt(p, 36));
  if (!values.every(Number.isSafeInteger)) return null;
  const s = Object.fromEntries(subscriptionParts.map((k, i) => [k, values[i]!])) as unknown as SimulatedSubscription;
  return s.posts >= 1 && s.min >= 1 && s.max >= s.min ? s : null;
}

const MIN_DURATION_S = 120;
const MAX_DURATION_S = 600;

/** Two minutes for small orders, growing with quantity up to ten; drip-feed adds its run gaps. */
export function durationFor(total: number, runs: number, intervalMin: number): number {
  const delivery = Math.min(MAX_DURATION_S, MIN_DURATION_S + Math.round(total / 25));
  return delivery + Math.max(0, runs - 1) * Math.max(0, intervalMin) * 60;
}
