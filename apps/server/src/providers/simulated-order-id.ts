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
