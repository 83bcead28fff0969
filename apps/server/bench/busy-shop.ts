import { sql } from 'kysely';
import type { Db, Dialect } from '../src/db/database.js';
import { foldRollups } from '../src/db/rollup-sql.js';

/**
 * "A year of a busy shop", written through the shop's own tables (not HTTP), for the read benchmark
 * (reads.ts). At scale 1: 1,000,000 orders over the 365 days before `now`, 100,000 members of whom 50
 * resellers holding half the orders (10,000 each — the 50 × 40,000 would be twice the orders
 * it asks for), 2,000,000 ledger rows (every order's debit, refunds, 50,000 credited charges, the rest
 * grants), 50,000 charge requests, refills of 1 % of the orders and 5,000 auto-orders. Smaller scales
 * shrink every count alike. The rollups' deltas are folded at the end; members' balances are the sums
 * of their ledger rows (balance_after is not replayed).
 */
export interface BusyShop {
  orders: number;
  members: number;
  ledger: number;
  resellerIds: number[];
  serviceIds: number[];
  seconds: number;
}

const DAY = 86_400_000;

async function insertMany(db: Db, table: string, rows: Record<string, unknown>[]): Promise<void> {
  if (rows.length === 0) return;
  const per = Math.floor(30_000 / Object.keys(rows[0]!).length);
  for (let i = 0; i < rows.length; i += per) {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any table of the shop, by name
    await (db as any).insertInto(table).values(rows.slice(i, i + per)).execute();
  }
}

function rng(seed: number) {
  let s = seed >>> 0 || 1;
  return () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return (s >>> 0) / 4_294_967_296;
  };
}

/** Generates the shop at `scale` (1 = a full year) into an already migrated, seeded database. `extraResellers`: members (e.g. logged in by the benchmark) who get a reseller's share. */
export async function generateBusyShop(db: Db, dialect: Dialect, opts: { scale: number; now: Date; extraResellers?: number[]; log?: (line: string) => void }): Promise<BusyShop> {
  const started = performance.now();
  const r = rng(2026);
  const s = opts.scale;
  const nMembers = Math.round(100_000 * s);
  const nOrders = Math.round(1_000_000 * s);
  const nCharges = Math.round(50_000 * s);
  const nLedger = Math.round(2_000_000 * s);
  const nAuto = Math.round(5_000 * s);
  const now = opts.now.getTime();
  const iso = (ms: number) => new Date(ms).toISOString();
  const log = opts.log ?? (() => {});

  const services = await db.selectFrom('services').select(['id', 'unit_price_e7', 'min']).where('is_read_only', '=', 0).execute();
  if (!services.length) throw new Error('no services: seed the catalog first');

  const firstMember = Number((await db.selectFrom('members').select((eb) => eb.fn.max('id').as('m')).executeTakeFirst())?.m ?? 0) + 1;
  const members = Array.from({ length: nMembers }, (_, i) => {
    const at = iso(now - 365 * DAY + Math.floor((i / nMembers) * 365 * DAY));
    return { login_id: `busy${firstMember + i}`, password_hash: null, email: `busy${firstMember + i}@example.com`, point: 0, created_at: at, updated_at: at };
  });
  await db.transaction().execute(async (trx) => insertMany(trx, 'members', members));
  const memberIds = (await db.selectFrom('members').select('id').where('login_id', 'like', 'busy%').orderBy('id').execute()).map((m) => m.id);
  const resellerIds = [...(opts.extraResellers ?? []), ...memberIds.slice(0, 50)].slice(0, 50);
  log(`members ${memberIds.length} (${((performance.now() - started) / 1000).toFixed(0)} s)`);

  // Orders in time order, in batches of 20,000 per transaction; half to the resellers.
  const firstOrder = Number((await db.selectFrom('orders').select((eb) => eb.fn.max('id').as('m')).executeTakeFirst())?.m ?? 0) + 1;
  let ledgerRows = 0;
  const BATCH = 20_000;
  for (let b = 0; b < nOrders; b += BATCH) {
    const orders: Record<string, unknown>[] = [];
    const ledger: Record<string, unknown>[] = [];
    for (let n = b; n < Math.min(nOrders, b + BATCH); n++) {
      const at = now - 365 * DAY + Math.floor((n / nOrders) * 365 * DAY) + Math.floor(r() * 1000);
      const svc = services[Math.floor(r() * services.length)]!;
      const member = n % 2 === 0 ? resellerIds[Math.floor(r() * resellerIds.length)]! : memberIds[Math.floor(r() * memberIds.length)]!;
      const quantity = svc.min * (1 + Math.floor(r() * 10));
      const charge = Math.max(1, Math.ceil((Number(svc.unit_price_e7) * quantity) / 10_000_000_000));
      const roll = r();
      const status = at > now - 2 * DAY ? (roll < 0.5 ? 1 : 0) : roll < 0.85 ? 2 : roll < 0.92 ? 3 : 5;
      const refunded = status === 5 ? charge : status === 3 ? Math.floor(charge / 3) : 0;
      const done = status >= 2;
      orders.push({
        member_id: member,
        service_id: svc.id,
        link: `https://www.instagram.com/p/busy${n}`,
        quantity,
        unit_price_e7: svc.unit_price_e7,
        charge,
        refunded,
        status,
        fulfilment: done ? 'settled' : 'watching',
        cost_won: done ? Math.floor(charge * 0.6) : null,
        remains: status === 3 ? Math.floor(quantity / 3) : 0,
        link_key: `busy${n}`,
        created_at: iso(at),
        updated_at: iso(at),
        finished_at: done ? iso(at + 3_600_000) : null,
      });
      ledger.push({ member_id: member, delta: -charge, balance_after: 0, kind: 'order', ref_type: 'order', ref_id: String(firstOrder + n), memo: null, created_at: iso(at) });
      if (refunded) ledger.push({ member_id: member, delta: refunded, balance_after: 0, kind: 'refund', ref_type: 'order', ref_id: String(firstOrder + n), memo: null, created_at: iso(at + 3_600_000) });
    }
    await db.transaction().execute(async (trx) => {
      await insertMany(trx, 'orders', orders);
      await insertMany(trx, 'point_ledger', ledger);
    });
    ledgerRows += ledger.length;
    if ((b / BATCH) % 10 === 0) log(`orders ${b + orders.length} (${((performance.now() - started) / 1000).toFixed(0)} s)`);
  }

  // Charges (credited ones in the ledger), refills, auto-orders, and grants up to the ledger's size.
  const charges: Record<string, unknown>[] = [];
  const chargeLedger: Record<string, unknown>[] = [];
  for (let n = 0; n < nCharges; n++) {
    const at = now - 365 * DAY + Math.floor((n / nCharges) * 365 * DAY);
    const member = memberIds[Math.floor(r() * memberIds.length)]!;
    const point = 10_000 * (1 + Math.floor(r() * 20));
    const status = r() < 0.9 ? 1 : r() < 0.5 ? 2 : 0;
    charges.push({ member_id: member, depositor: `입금자${n}`, point, pay_amount: point, fee_type: 'NONE', fee_value: null, status, created_at: iso(at), expires_at: iso(at + DAY), responded_at: status ? iso(at + 600_000) : null, order_number: `BUSY-${n}` });
    if (status === 1) chargeLedger.push({ member_id: member, delta: point, balance_after: 0, kind: 'charge', ref_type: 'charge', ref_id: `BUSY-${n}`, memo: null, created_at: iso(at + 600_000) });
  }
  const grants: Record<string, unknown>[] = [];
  for (let n = 0; ledgerRows + chargeLedger.length + grants.length < nLedger; n++) {
    const at = now - 365 * DAY + Math.floor(r() * 365 * DAY);
    grants.push({ member_id: memberIds[n % memberIds.length]!, delta: 1000 + Math.floor(r() * 100_000), balance_after: 0, kind: 'grant', ref_type: 'busy', ref_id: `grant-${n}`, memo: null, created_at: iso(at) });
  }
  const refills: Record<string, unknown>[] = [];
  for (let n = 0; n < nOrders; n += 100) {
    const at = iso(now - 365 * DAY + Math.floor((n / nOrders) * 365 * DAY) + 2 * DAY);
    refills.push({ order_id: firstOrder + n, member_id: memberIds[0]!, service_id: services[0]!.id, provider_id: null, provider_order_id: null, link_key: `busy${n}`, mode: 'manual', state: 'completed', requested_at: at, updated_at: at, finished_at: at });
  }
  const autos: Record<string, unknown>[] = [];
  for (let n = 0; n < nAuto; n++) {
    const at = iso(now - 365 * DAY + Math.floor((n / nAuto) * 365 * DAY));
    const svc = services[n % services.length]!;
    autos.push({ member_id: resellerIds[n % resellerIds.length]!, service_id: svc.id, link: `https://www.instagram.com/p/auto${n}`, quantity: svc.min, runs: 10, interval_min: 60, unit_price_e7: svc.unit_price_e7, completed: 10, status: 1, next_run_at: null, created_at: at, updated_at: at, finished_at: at });
  }
  await db.transaction().execute(async (trx) => {
    await insertMany(trx, 'point_charges', charges);
    await insertMany(trx, 'point_ledger', chargeLedger);
    await insertMany(trx, 'point_ledger', grants);
    await insertMany(trx, 'refills', refills);
    await insertMany(trx, 'auto_orders', autos);
  });
  ledgerRows += chargeLedger.length + grants.length;
  log(`charges, refills, auto-orders, grants (${((performance.now() - started) / 1000).toFixed(0)} s)`);
  await sql`UPDATE members SET point = (SELECT coalesce(sum(delta), 0) FROM point_ledger l WHERE l.member_id = members.id) WHERE login_id LIKE 'busy%' OR id IN (${sql.join(resellerIds)})`.execute(db);
  while ((await foldRollups(db, dialect)) > 0);
  // The planner's statistics, and on PostgreSQL the folded deltas' dead rows cleared: what autovacuum keeps
  // doing in a shop that grew over a year (the deltas are folded every few seconds there, never a million at once).
  await sql.raw(dialect === 'postgres' ? 'VACUUM ANALYZE' : 'ANALYZE').execute(db);
  return { orders: nOrders, members: memberIds.length, ledger: ledgerRows, resellerIds, serviceIds: services.map((x) => x.id), seconds: (performance.now() - started) / 1000 };
}
