import { quoteOrder } from '@snsshop/shared';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { AppContext } from '../src/context.js';
import { isoNow } from '../src/lib/clock.js';
import { applyPointChange } from '../src/services/points/apply-point-change.js';

/** Enough that no member runs dry however fast the machine. */
const GRANT = 10_000_000_000;
const BENCH_PASSWORD = 'bench-pass1';

export interface Product {
  serviceId: number;
  text: string;
  amount: number;
  unitPriceE7: number;
  charge: number;
  providerId: number | null;
  providerServiceId: string | null;
}

/** The orderable link + quantity service whose minimum order costs least, so the grants never run dry. */
export async function cheapestProduct(ctx: AppContext): Promise<Product> {
  const rows = await ctx.db
    .selectFrom('services')
    .innerJoin('categories', 'categories.id', 'services.category_id')
    .select(['services.id', 'services.text', 'services.min', 'services.unit_price_e7', 'services.provider_id', 'services.provider_service_id'])
    .where('services.visible', '=', 1)
    .where('categories.visible', '=', 1)
    .where('services.is_read_only', '=', 0)
    .where('services.unit_price_e7', '>', 0)
    // link + quantity services only: the bench's orders are a link and an amount
    .where('services.service_type', '=', 'Default')
    .execute();
  const products = rows.map((r) => ({
    serviceId: r.id,
    text: r.text,
    amount: r.min,
    unitPriceE7: Number(r.unit_price_e7),
    charge: quoteOrder({ unitPriceE7: Number(r.unit_price_e7), units: r.min }).charge,
    providerId: r.provider_id,
    providerServiceId: r.provider_service_id,
  }));
  const best = products.sort((a, b) => a.charge - b.charge)[0];
  if (!best) throw new Error('no orderable service in the seeded catalog');
  return best;
}

export async function post(url: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
}

/** Signs members up and logs them in over HTTP, then grants points through the one balance path. */
/** A bench member's Authorization header from /auth/login (every bench member has the same password). */
export async function signIn(base: string, id: string): Promise<string> {
  const login = await post(`${base}/auth/login`, { id, password: BENCH_PASSWORD });
  if (login.status !== 200) throw new Error(`login ${login.status}: ${await login.text()}`);
  return `Bearer ${((await login.json()) as { accessToken: string }).accessToken}`;
}

export async function enrolMembers(app: FastifyInstance, base: string, count: number): Promise<{ memberId: number; auth: string }[]> {
  const enrol = async (i: number) => {
    const body = { id: `bench${i}`, password: BENCH_PASSWORD, email: `bench${i}@example.com`, registerWhere: '지인 추천', agreeTerms: true, agreePrivacy: true };
    const reg = await post(`${base}/auth/register`, body);
    if (reg.status !== 201) throw new Error(`register ${reg.status}: ${await reg.text()}`);
    const auth = await signIn(base, body.id);
    const { id: memberId } = await app.ctx.db.selectFrom('members').select('id').where('login_id', '=', body.id).executeTakeFirstOrThrow();
    await app.ctx.db.transaction().execute((trx) =>
      applyPointChange(trx, { memberId, delta: GRANT, kind: 'grant', memo: 'bench', at: isoNow(app.ctx.clock) }),
    );
    return { memberId, auth };
  };
  const members = [];
  for (let i = 0; i < count; i += 8) {
    members.push(...(await Promise.all(Array.from({ length: Math.min(8, count - i) }, (_, k) => enrol(i + k)))));
  }
  return members;
}

/** PostgreSQL: statistics for every table, as autovacuum keeps them in a running shop (see api-add.ts); nothing on SQLite. */
export async function analyzeForBench(ctx: AppContext): Promise<void> {
  if (ctx.dialect === 'postgres') await sql`ANALYZE`.execute(ctx.db);
}
