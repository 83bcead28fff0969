import { msg } from '@snsshop/shared';
import type { FastifyInstance } from 'fastify';

/** The seeded product most order tests use: 45원 each, 10 to 5,000, auto-orders (drip-feed) allowed. */
export const FOLLOWERS = '인스타그램 한국인 팔로워 (실사용자)';

/** The id of a seeded product, by its name, as the shop lists it. */
export async function serviceIdByText(app: FastifyInstance, text: string): Promise<number> {
  const services = (await app.inject({ url: '/rest/service/services' })).json() as { id: number; text: string }[];
  const found = services.find((s) => s.text === text);
  if (!found) throw new Error(`no seeded product named ${text}`);
  return found.id;
}

/** Quantities an order of FOLLOWERS must refuse, whichever door it comes through: [case, amount, message]. */
export const badFollowerQuantities: [string, unknown, string][] = [
  ['-1', -1, msg.order.amountInvalid],
  ['0', 0, msg.order.amountInvalid],
  ['1.5', 1.5, msg.order.amountInvalid],
  ['"1e9" as text', '1e9', msg.order.amountInvalid],
  ['2^31', 2 ** 31, msg.order.aboveMax],
  ['above the maximum', 5001, msg.order.aboveMax],
  ['below the minimum', 9, msg.order.belowMin],
  ['missing', undefined, msg.order.amountInvalid],
];

/** How SMM API v2 lists FOLLOWERS, less its `service` id (a number on the wire, a string once the client has read it). */
export const followersV2Listing = {
  name: FOLLOWERS,
  type: 'Default',
  category: '인스타그램 팔로워',
  rate: '45000.00',
  min: 10,
  max: 5000,
  refill: false,
  cancel: true,
  dripfeed: true,
};

/**
 * A visible service of the simulated provider in the seed's first category (10 to 10,000), for tests
 * that need one with a price of their own: `unitPriceE7` is 1/10,000,000 won each.
 */
export async function simulatedService(app: FastifyInstance, text: string, unitPriceE7: number): Promise<number> {
  const category = await app.ctx.db.selectFrom('categories').select('id').where('visible', '=', 1).orderBy('id').executeTakeFirstOrThrow();
  const s = await app.ctx.db
    .insertInto('services')
    .values({ category_id: category.id, text, notice: '', min: 10, max: 10_000, unit_price_e7: unitPriceE7, is_read_only: 0, enable_auto: 1, visible: 1, sort_order: 999, created_at: new Date().toISOString(), provider_id: null, provider_service_id: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return s.id;
}
