import { setTimeout as sleep } from 'node:timers/promises';
import Fastify from 'fastify';
import type { ProviderService } from '../../src/providers/provider.js';

/** A small SMM API v2 panel for tests: orders in memory, plus knobs to misbehave on purpose. */

/** A panel's service, with a numeric id as real panels have; which of its fields the answer carries is `servicesShape`'s. */
export type StandInService = Omit<ProviderService, 'service' | 'description'> & { service: number; description?: string };

/**
 * How the panel writes its `services` answer, in the documented variants (docs/upstream-protocol.md):
 * - `current`: service, name, type, category, rate, min, max, refill, cancel (PerfectPanel's API page; the default);
 * - `older`: refill but no cancel; `bare`: neither;
 * - `full`: current plus dripfeed and desc;
 * - `capitalised`: current with every key capitalised (`Service`, `Rate`, …), as one panel sends it.
 */
export type ServicesShape = 'current' | 'older' | 'bare' | 'full' | 'capitalised';

/**
 * How the panel writes a `status` entry, in the documented variants (docs/upstream-protocol.md):
 * - `full`: charge, start_count, status, remains, currency — plus posts and orders where a test set them (the default);
 * - `documented`: an order as `full`; a subscription (an order of a Subscriptions service) as its documented
 *   answer alone: `{"status","posts","orders","expiry"}` — no charge, start_count or remains;
 * - `no-start-count`: `full` without start_count (panels leave it out until an order starts);
 * - `no-charge`: `full` without charge (some panels never send it);
 * - `bare`: status and remains only.
 */
export type StatusShape = 'full' | 'documented' | 'no-start-count' | 'no-charge' | 'bare';

export interface StandInOrder {
  id: string;
  service: number;
  link: string;
  quantity: number;
  runs: number | null;
  interval: number | null;
  status: string;
  /** Any value, so a test can plant what a sloppy panel sends ("", "157", null). */
  startCount: unknown;
  remains: unknown;
  charge: unknown;
  /**
   * A subscription's answer beside its status, as panels send it: `posts` (a number, a numeric string …)
   * and `orders` (the child orders: an array of numbers or strings). Left out of the answer when undefined.
   */
  posts?: unknown;
  subOrders?: unknown;
  /** a subscription's `expiry` as it was sent (d/m/Y); the documented answer carries it, or `true` */
  expiry?: string;
}

export interface StandInRefill {
  id: string;
  order: string;
  /** Pending, In progress, Completed, Rejected — or anything a sloppy panel sends */
  status: string;
}

export interface StandInRequest {
  method: string;
  url: string;
  contentType: string;
  params: Record<string, string>;
}

export interface StandInState {
  orders: Map<string, StandInOrder>;
  services: StandInService[];
  /** Millionths of `currency`, so charges stay exact. */
  balanceMicros: number;
  currency: string;
  calls: Record<string, number>;
  requests: StandInRequest[];
  /** Called once an answer has been written (a test can kill a process right after it got its answer). */
  onAnswered: ((action: string, params: Record<string, string>) => void) | null;
  /** The next N calls answer HTTP 500. */
  fail500: number;
  /** The next N calls answer an HTML page with HTTP 200, as a proxy or maintenance page would. */
  failHtml: number;
  /** Wait this long before answering. */
  delayMs: number;
  numbersAsStrings: boolean;
  /** How a `status` entry is written (see StatusShape). */
  statusShape: StatusShape;
  /** How `services` is written (see ServicesShape); `servicesRaw`, when set, is answered instead, as it is. */
  servicesShape: ServicesShape;
  servicesRaw: unknown;
  /** Booleans in `services` as true/false (default), 1/0, or "1"/"0". */
  flagsAs: 'boolean' | 'number' | 'string';
  /** The next N calls of this action answer this HTTP status with an HTML page (a WAF or proxy refusal). */
  failStatus: { action: string; status: number; times: number; body?: string } | null;
  /** Refuse a second active order for one link, as most panels do (default on). */
  guardsLinks: boolean;
  /** The most orders ever active at once for one link (what the link queue must keep at 1). */
  maxActivePerLink: number;
  refills: Map<string, StandInRefill>;
  createOrder(fields?: Partial<Omit<StandInOrder, 'id'>>): StandInOrder;
  setOrder(id: string, patch: Partial<Omit<StandInOrder, 'id'>>): void;
}

export interface StandInPanel {
  /** Base address without `/api/v2`. */
  url: string;
  key: string;
  state: StandInState;
  close(): Promise<void>;
}

export const defaultStandInServices: StandInService[] = [
  { service: 1, name: 'Instagram Followers', type: 'Default', category: 'Instagram', rate: '0.90', min: 10, max: 10_000, refill: true, cancel: true, dripfeed: true },
  { service: 2, name: 'YouTube Views', type: 'Default', category: 'YouTube', rate: '1.25', min: 100, max: 100_000, refill: false, cancel: false, dripfeed: false },
];

/**
 * What PerfectPanel-style panels take per type (docs/upstream-protocol.md): the parameters they require and
 * how the quantity is given — typed (`entered`), the count of a field's lines, none for a flat package,
 * and a subscription's, which has no link at all.
 */
const panelTypes: Record<string, { needs: string[]; quantity: 'entered' | 'lines' | 'flat' | 'none-link'; lines?: string }> = {
  default: { needs: ['link', 'quantity'], quantity: 'entered' },
  package: { needs: ['link'], quantity: 'flat' },
  'custom comments': { needs: ['link', 'comments'], quantity: 'lines', lines: 'comments' },
  'custom comments package': { needs: ['link', 'comments'], quantity: 'flat' },
  mentions: { needs: ['link', 'quantity', 'usernames'], quantity: 'entered' },
  'mentions with hashtags': { needs: ['link', 'quantity', 'usernames', 'hashtags'], quantity: 'entered' },
  'mentions custom list': { needs: ['link', 'usernames'], quantity: 'lines', lines: 'usernames' },
  'mentions hashtag': { needs: ['link', 'quantity', 'hashtag'], quantity: 'entered' },
  'mentions user followers': { needs: ['link', 'quantity', 'username'], quantity: 'entered' },
  'mentions media likers': { needs: ['link', 'quantity', 'media'], quantity: 'entered' },
  'comment likes': { needs: ['link', 'quantity', 'username'], quantity: 'entered' },
  poll: { needs: ['link', 'quantity', 'answer_number'], quantity: 'entered' },
  'invites from groups': { needs: ['link', 'quantity', 'groups'], quantity: 'entered' },
  seo: { needs: ['link', 'quantity', 'keywords'], quantity: 'entered' },
  'web traffic': { needs: ['link', 'quantity', 'country', 'device', 'type_of_traffic'], quantity: 'entered' },
  subscriptions: { needs: ['username', 'min', 'max', 'delay'], quantity: 'none-link' },
};

const toMicros = (decimal: string) => {
  const [int = '0', frac = ''] = decimal.split('.');
  return Number(int) * 1_000_000 + Number(frac.padEnd(6, '0').slice(0, 6));
};
const fromMicros = (m: number) => {
  const frac = String(m % 1_000_000).padStart(6, '0').replace(/0{1,4}$/, '');
  return `${Math.floor(m / 1_000_000)}.${frac}`;
};

export async function startStandInPanel(opts: { key?: string; balance?: string; currency?: string; services?: StandInService[] } = {}): Promise<StandInPanel> {
  const key = opts.key ?? 'stand-in-key-0123456789';
  let nextId = 23501;
  let nextRefillId = 801;
  const state: StandInState = {
    orders: new Map(),
    refills: new Map(),
    services: opts.services ?? defaultStandInServices,
    balanceMicros: toMicros(opts.balance ?? '100.84'),
    currency: opts.currency ?? 'USD',
    calls: {},
    requests: [],
    fail500: 0,
    failHtml: 0,
    delayMs: 0,
    numbersAsStrings: false,
    statusShape: 'full',
    servicesShape: 'current',
    servicesRaw: undefined,
    flagsAs: 'boolean',
    failStatus: null,
    guardsLinks: true,
    maxActivePerLink: 0,
    onAnswered: null,
    createOrder(fields = {}) {
      const quantity = fields.quantity ?? 100;
      const order: StandInOrder = { service: 1, link: 'https://example.com/p', runs: null, interval: null, status: 'Pending', startCount: null, remains: quantity, charge: '0.09', ...fields, quantity, id: String(nextId++) };
      state.orders.set(order.id, order);
      return order;
    },
    setOrder(id, patch) {
      const order = state.orders.get(id);
      if (!order) throw new Error(`stand-in: no order ${id}`);
      Object.assign(order, patch);
    },
  };

  const num = (v: unknown) => (state.numbersAsStrings && (typeof v === 'number' || v === null) ? (v === null ? '' : String(v)) : v);
  const isSubscription = (o: StandInOrder) => state.services.find((sv) => sv.service === o.service)?.type === 'Subscriptions';
  function statusOf(o: StandInOrder): Record<string, unknown> {
    const shape = state.statusShape;
    if (shape === 'documented' && isSubscription(o)) return { status: o.status, posts: String(o.posts ?? 0), orders: o.subOrders ?? [], expiry: o.expiry ?? true };
    const entry: Record<string, unknown> = { charge: o.charge, start_count: num(o.startCount), status: o.status, remains: num(o.remains), currency: state.currency };
    if (shape === 'no-start-count' || shape === 'bare') delete entry.start_count;
    if (shape === 'no-charge' || shape === 'bare') delete entry.charge;
    if (shape === 'bare') delete entry.currency;
    if (o.posts !== undefined) entry.posts = o.posts;
    if (o.subOrders !== undefined) entry.orders = o.subOrders;
    return entry;
  }
  const flagOf = (b: boolean) => (state.flagsAs === 'number' ? (b ? 1 : 0) : state.flagsAs === 'string' ? (b ? '1' : '0') : b);
  function servicesEntry(s: StandInService): Record<string, unknown> {
    const shape = state.servicesShape;
    const e: Record<string, unknown> = { service: state.numbersAsStrings ? String(s.service) : s.service, name: s.name, type: s.type, category: s.category, rate: s.rate, min: num(s.min), max: num(s.max) };
    if (shape !== 'bare') e.refill = flagOf(s.refill);
    if (shape !== 'bare' && shape !== 'older') e.cancel = flagOf(s.cancel);
    if (shape === 'full') Object.assign(e, { dripfeed: flagOf(s.dripfeed), desc: s.description ?? '' });
    return shape === 'capitalised' ? Object.fromEntries(Object.entries(e).map(([k, v]) => [k[0]!.toUpperCase() + k.slice(1), v])) : e;
  }
  const idList = (p: Record<string, string>) => (p.orders ?? '').split(',').map((s) => s.trim()).filter(Boolean);

  /** A refill of one order, as real panels decide it: the refill id, or the reason it is refused. */
  function refillOne(id: string): { refill: unknown } | { error: string } {
    const o = state.orders.get(id);
    if (!o) return { error: 'Incorrect order ID' };
    const service = state.services.find((s) => s.service === o.service);
    if (!service?.refill) return { error: 'Refill is disabled for this service' };
    if (!['Completed', 'Partial'].includes(o.status)) return { error: 'This order is not eligible for refill' };
    if ([...state.refills.values()].some((r) => r.order === id && ['Pending', 'In progress'].includes(r.status))) return { error: 'Refill request already exists' };
    const r: StandInRefill = { id: String(nextRefillId++), order: id, status: 'Pending' };
    state.refills.set(r.id, r);
    return { refill: state.numbersAsStrings ? r.id : Number(r.id) };
  }
  const refillStatusOf = (id: string) => {
    const r = state.refills.get(id);
    return r ? { status: r.status } : { error: 'Incorrect refill ID' };
  };
  const list = (raw: string | undefined) => (raw ?? '').split(',').map((s) => s.trim()).filter(Boolean);

  function answer(p: Record<string, string>): unknown {
    if (p.key !== key) return { error: 'Invalid API key' };
    switch (p.action) {
      case 'services':
        return state.servicesRaw !== undefined ? state.servicesRaw : state.services.map(servicesEntry);
      case 'balance':
        return { balance: fromMicros(state.balanceMicros), currency: state.currency };
      case 'add': {
        const service = state.services.find((s) => String(s.service) === p.service);
        if (!service) return { error: 'Incorrect service ID' };
        const kind = panelTypes[service.type.trim().toLowerCase().replace(/[\s_-]+/g, ' ')] ?? panelTypes.default!;
        // what a panel refuses for the type: a missing parameter, a quantity where none is taken
        const missing = kind.needs.find((k) => (p[k] ?? '').trim() === '');
        if (missing) return { error: `Incorrect request: ${missing} is required` };
        if (kind.quantity !== 'entered' && p.quantity !== undefined) return { error: 'Incorrect request: quantity is not accepted for this service' };
        if (kind.quantity === 'none-link' && p.link !== undefined) return { error: 'Incorrect request: link is not accepted for this service' };
        const lines = kind.lines ? (p[kind.lines] ?? '').split(/\r?\n/).filter((l) => l.trim() !== '').length : 0;
        const quantity = kind.quantity === 'entered' ? Number(p.quantity) : kind.quantity === 'lines' ? lines : kind.quantity === 'none-link' ? Number(p.max) * Number(p.posts || 1) : 1;
        const runs = p.runs ? Number(p.runs) : null;
        if (kind.quantity !== 'flat' && kind.quantity !== 'none-link') {
          if (!Number.isInteger(quantity) || quantity < service.min) return { error: 'Quantity less than minimal' };
          if (quantity > service.max) return { error: 'Quantity more than maximal' };
        }
        const charge = kind.quantity === 'flat' ? toMicros(service.rate) : Math.round((toMicros(service.rate) * quantity * (runs ?? 1)) / 1000);
        if (charge > state.balanceMicros) return { error: 'Not enough funds on balance' };
        // Real panels refuse a second running order for one link.
        const activeNow = [...state.orders.values()].filter((o) => o.link === p.link && ['Pending', 'In progress', 'Processing'].includes(o.status)).length;
        if (activeNow > 0 && state.guardsLinks) return { error: 'You have active order with this link. Please wait until order being completed.' };
        state.balanceMicros -= charge;
        const o = state.createOrder({ service: service.service, link: p.link ?? '', quantity, runs, interval: p.interval ? Number(p.interval) : null, charge: fromMicros(charge), ...(p.expiry ? { expiry: p.expiry } : {}) });
        state.maxActivePerLink = Math.max(state.maxActivePerLink, activeNow + 1);
        return { order: state.numbersAsStrings ? o.id : Number(o.id) };
      }
      case 'status': {
        if (p.order !== undefined) {
          const o = state.orders.get(p.order);
          return o ? statusOf(o) : { error: 'Incorrect order ID' };
        }
        const ids = idList(p);
        if (ids.length === 0 || ids.length > 100) return { error: 'Incorrect request' };
        return Object.fromEntries(ids.map((id) => {
          const o = state.orders.get(id);
          return [id, o ? statusOf(o) : { error: 'Incorrect order ID' }];
        }));
      }
      case 'cancel':
        return idList(p).map((id) => {
          const o = state.orders.get(id);
          if (!o) return { order: num(Number(id)), cancel: { error: 'Incorrect order ID' } };
          // a subscription runs as Active (or Paused); cancelled, it keeps the posts it used
          if (!['Pending', 'In progress', 'Active', 'Paused'].includes(o.status)) return { order: num(Number(id)), cancel: { error: 'This order cannot be canceled' } };
          Object.assign(o, { status: 'Canceled', remains: o.quantity });
          return { order: num(Number(id)), cancel: 1 };
        });
      case 'refill': {
        if (p.order !== undefined) return refillOne(p.order);
        const ids = idList(p);
        if (ids.length === 0 || ids.length > 100) return { error: 'Incorrect request' };
        return ids.map((id) => {
          const one = refillOne(id);
          return { order: num(Number(id)), refill: 'error' in one ? { error: one.error } : one.refill };
        });
      }
      case 'refill_status': {
        if (p.refill !== undefined) return refillStatusOf(p.refill);
        const ids = list(p.refills);
        if (ids.length === 0 || ids.length > 100) return { error: 'Incorrect request' };
        return ids.map((id) => {
          const one = refillStatusOf(id);
          return { refill: num(Number(id)), status: 'error' in one ? { error: one.error } : one.status };
        });
      }
      default:
        return { error: 'Incorrect request' };
    }
  }

  // Test clients keep connections alive; closing must not wait for them.
  const app = Fastify({ logger: false, forceCloseConnections: true });
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
  app.addHook('onResponse', async (req) => {
    const raw = { ...(req.query as object), ...(typeof req.body === 'object' && req.body ? req.body : {}) } as Record<string, unknown>;
    state.onAnswered?.(String(raw.action ?? ''), Object.fromEntries(Object.entries(raw).map(([k, v]) => [k, String(v)])));
  });
  app.route({
    method: ['GET', 'POST'],
    url: '/api/v2',
    handler: async (req, reply) => {
      const raw = { ...(req.query as object), ...(typeof req.body === 'object' && req.body ? req.body : {}) };
      const params = Object.fromEntries(Object.entries(raw).map(([k, v]) => [k, String(v)]));
      state.requests.push({ method: req.method, url: req.url, contentType: req.headers['content-type'] ?? '', params });
      const action = params.action ?? '';
      state.calls[action] = (state.calls[action] ?? 0) + 1;
      if (state.delayMs > 0) await sleep(state.delayMs);
      if (state.fail500 > 0) {
        state.fail500--;
        return reply.code(500).send({ error: 'Internal Server Error' });
      }
      const failing = state.failStatus;
      if (failing && failing.times > 0 && failing.action === action) {
        failing.times--;
        return reply.code(failing.status).type('text/html').send(failing.body ?? `<!DOCTYPE html><html><body><h1>${failing.status} Forbidden</h1><p>Request blocked.</p></body></html>`);
      }
      if (state.failHtml > 0) {
        state.failHtml--;
        return reply.type('text/html').send('<!DOCTYPE html><html><body><h1>Checking your browser…</h1></body></html>');
      }
      return answer(params);
    },
  });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  return { url: address, key, state, close: () => app.close() };
}
