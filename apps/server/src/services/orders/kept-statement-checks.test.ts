import { Kysely, PostgresDialect, type CompiledQuery } from 'kysely';
import pg from 'pg';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { MAX_NAMED_PARAMETERS } from '../../db/pg-named-statements.js';
import type { DB } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';
import { checkMember, orderToPay, type OrderCaller, type OrderInput } from './placing/order-checks.js';
import { MEMBER_FACTS, SERVICE_FACTS, type OrderContext } from './placing/order-facts.js';
import { checkedTaking, paidTaking, placeCheckedOrder, placePaidOrderStatement } from './placing/paid-order-statement.js';
import { newOrder } from './placing/paid-order.js';

/**
 * What the fast writer's comments used to promise, held by checks: the paid order's statements fit the
 * named-statement limit (a statement past it is parsed and planned again on every call, silently), and
 * the kept facts' digests cover every column the order's checks read.
 */
describe("the fast writer's statements and kept facts", () => {
  // compiled for PostgreSQL (the only database that names statements); nothing connects
  const pool = new pg.Pool({ connectionString: 'postgres://nobody@127.0.0.1:1/none' });
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  afterAll(async () => {
    await db.destroy();
  });

  /** How many parameters each paid order statement sends, compiled as the shop's database compiles it. */
  async function parameterCounts(): Promise<Record<string, number>> {
    let sent: CompiledQuery | undefined;
    const spy = vi.spyOn(db, 'executeQuery').mockImplementation(async (q) => {
      sent = q as CompiledQuery;
      return { rows: [] };
    });
    const statements = {
      'web order': placePaidOrderStatement,
      'kept web order': placeCheckedOrder,
      'add, small take': paidTaking.same,
      'add, small take in the next slot': paidTaking.next,
      'add, whole window': paidTaking.whole,
      'kept add, small take': checkedTaking.same,
      'kept add, small take in the next slot': checkedTaking.next,
      'kept add, whole window': checkedTaking.whole,
    };
    const counts: Record<string, number> = {};
    for (const [name, run] of Object.entries(statements)) {
      sent = undefined;
      await (run as (d: Kysely<DB>, a: object) => Promise<unknown>)(db, {});
      counts[name] = sent!.parameters.length;
    }
    spy.mockRestore();
    return counts;
  }

  it('MAX_NAMED_PARAMETERS fits the largest paid order statement, with little to spare', async () => {
    const counts = await parameterCounts();
    const largest = Math.max(...Object.values(counts));
    // every one of them is named (parsed and planned once per connection) …
    for (const [name, n] of Object.entries(counts)) expect(n, name).toBeLessThanOrEqual(MAX_NAMED_PARAMETERS);
    // … and the limit follows the statement down too, so that a batch's statements stay unnamed
    expect(MAX_NAMED_PARAMETERS - largest, `largest ${largest} (${JSON.stringify(counts)})`).toBeLessThanOrEqual(8);
  });

  /** A found row that records which of its columns the checks read. */
  function watched(row: OrderContext): { found: OrderContext; read: Set<string> } {
    const read = new Set<string>();
    const found = new Proxy(row, {
      get(target, p, receiver) {
        if (typeof p === 'string') read.add(p);
        return Reflect.get(target, p, receiver) as unknown;
      },
    });
    return { found, read };
  }

  // the price column by whatever name the checks read it (its unit is another change's)
  const price = SERVICE_FACTS.find((c) => c.startsWith('unit_price'))!;
  const row = {
    status: 'active',
    token_version: 3,
    api_key_hash: 'hash',
    tier_pct: 5,
    tier_name: 'VIP',
    service_id: 7,
    min: 10,
    max: 10_000,
    [price]: 10_000_000,
    is_read_only: 0,
    enable_auto: 1,
    provider_id: 2,
    provider_service_id: '99',
    service_type: 'Default',
    category_id: 4,
    service_check: 'false',
    max_posts: '10',
    link_held: false,
    own_running: false,
  } as unknown as OrderContext;
  const at = '2026-11-21T03:00:00.000Z';
  const input = (more: Partial<OrderInput> = {}): OrderInput => ({ serviceId: 7, link: 'https://www.instagram.com/p/x', amount: 100, runs: 0, interval: 0, ...more }) as OrderInput;
  const cases: [string, Partial<OrderContext>, OrderCaller | undefined, OrderInput][] = [
    ['a session, link + quantity', {}, { memberId: 1, tokenVersion: 3 } as OrderCaller, input()],
    ['an API key, an auto-order', {}, { apiKeyHash: 'hash' }, input({ runs: 3, interval: 10 })],
    ['a type with fields', { service_type: 'Custom Comments' }, undefined, input({ amount: undefined })],
  ];

  it("the kept digests cover exactly the columns the checks read (besides the link's own two)", () => {
    const read = new Set<string>();
    for (const [name, changes, caller, body] of cases) {
      const w = watched({ ...row, ...changes });
      try {
        newOrder(orderToPay(checkMember(w.found, caller), 1, body, at), false);
      } catch (err) {
        if (!(err instanceof AppError)) throw new Error(`${name}: ${String(err)}`);
      }
      for (const c of w.read) read.add(c);
    }
    const digested = new Set<string>([...MEMBER_FACTS, ...SERVICE_FACTS, 'link_held', 'own_running']);
    // a column read and not digested would let a kept copy decide on a value no statement checks
    expect([...read].filter((c) => !digested.has(c))).toEqual([]);
    // a column digested and never read only costs fresh reads; link_held is the statement's own
    expect([...digested].filter((c) => !read.has(c) && c !== 'link_held')).toEqual([]);
  });
});
