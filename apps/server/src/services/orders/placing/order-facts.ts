import { sql, type QueryCreator } from 'kysely';
import { compiledOnce } from '../../../db/compiled-once.js';
import { onPostgres } from '../../../db/database.js';
import type { DB } from '../../../db/schema.js';
import { linkHeld, linkKeySql } from '../fulfilment.js';

/**
 * Everything an order checks before it writes, in one query (each round trip counts on PostgreSQL):
 * the member (for a session: still active, same token version; for an API key: still active, same key), the service and its category
 * (visible), the "services paused" flag, whether an unsettled order or a refill in flight already
 * holds the link at the service's provider (linkKey, written in SQL), and whether the member's own
 * one-off order for this service and link is still running.
 */
export interface ContextArgs {
  memberId: number;
  serviceId: number;
  link: string;
}
const contextNames = ['memberId', 'serviceId', 'link'] as const;
export const orderContextQuery = (db: QueryCreator<DB>, { memberId, serviceId, link }: ContextArgs) =>
  db
    .selectFrom('members')
    // the member's tier discount, in the same read (growth/tiers.ts keeps members.tier_id)
    .leftJoin('member_tiers', 'member_tiers.id', 'members.tier_id')
    .leftJoin('services', (j) => j.on('services.id', '=', serviceId).on('services.visible', '=', 1))
    .leftJoin('categories', (j) => j.onRef('categories.id', '=', 'services.category_id').on('categories.visible', '=', 1))
    .select([
      'members.status',
      'members.token_version',
      'members.api_key_hash',
      'member_tiers.discount_pct as tier_pct',
      'member_tiers.name as tier_name',
      'services.id as service_id',
      'services.min',
      'services.max',
      'services.unit_price_e7',
      'services.is_read_only',
      'services.enable_auto',
      'services.provider_id',
      'services.provider_service_id',
      'services.service_type',
      'categories.id as category_id',
      (eb) => eb.selectFrom('site_settings').select('value').where('key', '=', 'ENABLE_SERVICE_CHECK').as('service_check'),
      (eb) => eb.selectFrom('site_settings').select('value').where('key', '=', 'MAX_SUBSCRIPTION_POSTS').as('max_posts'),
      linkHeld(linkKeySql(sql.ref('services.provider_id'), link)).as('link_held'),
      // the member's own one-off order for this service and link still running (orders_member_active_link;
      // its predicate written out, not bound, so both databases use that partial index)
      (eb) =>
        eb
          .exists(
            eb
              .selectFrom('orders as own')
              .select('own.id')
              .where('own.member_id', '=', memberId)
              .where('own.service_id', '=', serviceId)
              .where('own.link', '=', link)
              .where(sql<boolean>`own.status IN (0, 1, 4) AND own.auto_order_id IS NULL AND own.parent_order_id IS NULL`),
          )
          .as('own_running'),
    ])
    .where('members.id', '=', memberId);
/** The row the checks read (orderContextQuery; none when the member does not exist). */
export type OrderContext = Awaited<ReturnType<ReturnType<typeof orderContextQuery>['executeTakeFirstOrThrow']>>;

/**
 * The columns of OrderContext that the checks read of the member (checkMember, the tier discount) and
 * of the service (with its category and the shop's settings): what a process may keep between two
 * orders. The link's own columns (link_held, own_running) are read by every order.
 */
export const MEMBER_FACTS = ['status', 'token_version', 'api_key_hash', 'tier_pct', 'tier_name'] as const;
export const SERVICE_FACTS = ['service_id', 'min', 'max', 'unit_price_e7', 'is_read_only', 'enable_auto', 'provider_id', 'provider_service_id', 'service_type', 'category_id', 'service_check', 'max_posts'] as const;
export type MemberFacts = Pick<OrderContext, (typeof MEMBER_FACTS)[number]>;
export type ServiceFacts = Pick<OrderContext, (typeof SERVICE_FACTS)[number]>;
// Every column of OrderContext is a fact or the link's: a column added to the checks' read and left
// out of the facts would let a kept value decide unchecked (a type error here names it).
type Unkept = Exclude<keyof OrderContext, keyof MemberFacts | keyof ServiceFacts | 'link_held' | 'own_running'>;
const everyColumnKept: [Unkept] extends [never] ? true : Unkept = true;
void everyColumnKept;

/** PostgreSQL: a digest of one side's facts as the statement reads them (`c`, orderContextQuery), so a kept copy is checked by one value. */
export const factsDigest = (columns: readonly string[]) => sql<string>`md5(row(${sql.join(columns.map((c) => sql.ref(`c.${c}`)))})::text)`;

/**
 * The checks' read. On PostgreSQL it also answers the digests of the member's and the service's facts
 * (member_facts, service_facts) that a paid order's statement checks a kept copy against (paidOrderStatement).
 */
export const orderContext = compiledOnce(contextNames, (db, args: ContextArgs) => {
  if (!onPostgres(db)) return orderContextQuery(db, args).select([sql<string | null>`null`.as('member_facts'), sql<string | null>`null`.as('service_facts')]);
  const columns = [...MEMBER_FACTS, ...SERVICE_FACTS, 'link_held', 'own_running'] as const;
  return db
    .selectFrom(orderContextQuery(db, args).as('c'))
    .select(columns.map((c) => `c.${c}` as const))
    .select([factsDigest(MEMBER_FACTS).as('member_facts'), factsDigest(SERVICE_FACTS).as('service_facts')]);
});
