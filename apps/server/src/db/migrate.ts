import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import type { Database } from './database.js';
import * as m0001 from './migrations/v0001-foundation.js';
import * as m0002 from './migrations/v0002-orders.js';
import * as m0003 from './migrations/v0003-fulfilment.js';
import * as m0004 from './migrations/v0004-accounts.js';
import * as m0005 from './migrations/v0005-charges.js';
import * as m0006 from './migrations/v0006-auto-orders.js';
import * as m0007 from './migrations/v0007-admin.js';
import * as m0008 from './migrations/v0008-order-lifecycle.js';
import * as m0009 from './migrations/v0009-catalog-version.js';
import * as m0010 from './migrations/v0010-refill.js';
import * as m0011 from './migrations/v0011-service-stats.js';
import * as m0012 from './migrations/v0012-notifications.js';
import * as m0013 from './migrations/v0013-service-routes.js';
import * as m0014 from './migrations/v0014-service-updates.js';
import * as m0015 from './migrations/v0015-price-sync.js';
import * as m0018 from './migrations/v0018-lean-order-indexes.js';
import * as m0019 from './migrations/v0019-held-reason.js';
import * as m0020 from './migrations/v0020-rate-counters.js';
import * as m0021 from './migrations/v0021-upstream-listing.js';
import * as m0022 from './migrations/v0022-service-types.js';
import * as m0023 from './migrations/v0023-order-history-index.js';
import * as m0024 from './migrations/v0024-subscriptions.js';
import * as m0025 from './migrations/v0025-daily-rollups.js';
import * as m0026 from './migrations/v0026-period-indexes.js';
import * as m0027 from './migrations/v0027-member-subscriptions.js';
import * as m0028 from './migrations/v0028-member-list-indexes.js';
import * as m0029 from './migrations/v0029-provider-type.js';
import * as m0030 from './migrations/v0030-charge-bonuses-tiers.js';
import * as m0031 from './migrations/v0031-order-list-price.js';
import * as m0032 from './migrations/v0032-coupons.js';
import * as m0034 from './migrations/v0034-staff.js';
import * as m0036 from './migrations/v0036-inquiries-and-statement.js';
import * as m0037 from './migrations/v0037-refund-requests.js';
import * as m0038 from './migrations/v0038-reconciliation-days.js';
import * as m0039 from './migrations/v0039-receipt-documents.js';
import * as m0040 from './migrations/v0040-referrals-reviews.js';
import * as m0041 from './migrations/v0041-growth-indexes.js';
import * as m0042 from './migrations/v0042-link-search.js';
import * as m0043 from './migrations/v0043-discounted-orders.js';
import * as m0044 from './migrations/v0044-coupon-clawback.js';
import * as m0045 from './migrations/v0045-member-search.js';
import * as m0046 from './migrations/v0046-member-search-sqlite.js';
import * as m0047 from './migrations/v0047-rate-counter-totals.js';
import * as m0048 from './migrations/v0048-member-total.js';
import * as m0049 from './migrations/v0049-charge-desk-index.js';
import * as m0050 from './migrations/v0050-member-totals.js';
import * as m0051 from './migrations/v0051-answer-problems.js';
import * as m0052 from './migrations/v0052-toss-cancels.js';
import * as m0053 from './migrations/v0053-staff-two-factor-holds.js';
import * as m0054 from './migrations/v0054-staff-temporary-passwords.js';
import * as m0055 from './migrations/v0055-member-consents.js';
import * as m0056 from './migrations/v0056-receipts-recorded-by-hand.js';
import * as m0057 from './migrations/v0057-exact-prices.js';

/**
 * Listed in code, not read from disk, so the bundled server carries them. Append only; numbers were
 * handed out to work done side by side, so one may land after a higher one (see allowUnorderedMigrations).
 */
const migrations = {
  '0001-foundation': m0001,
  '0002-orders': m0002,
  '0003-fulfilment': m0003,
  '0004-accounts': m0004,
  '0005-charges': m0005,
  '0006-auto-orders': m0006,
  '0007-admin': m0007,
  '0008-order-lifecycle': m0008,
  '0009-catalog-version': m0009,
  '0010-refill': m0010,
  '0011-service-stats': m0011,
  '0012-notifications': m0012,
  '0013-service-routes': m0013,
  '0014-service-updates': m0014,
  '0015-price-sync': m0015,
  '0018-lean-order-indexes': m0018,
  '0019-held-reason': m0019,
  '0020-rate-counters': m0020,
  '0021-upstream-listing': m0021,
  '0022-service-types': m0022,
  '0023-order-history-index': m0023,
  '0024-subscriptions': m0024,
  '0025-daily-rollups': m0025,
  '0026-period-indexes': m0026,
  '0027-member-subscriptions': m0027,
  '0028-member-list-indexes': m0028,
  '0029-provider-type': m0029,
  '0030-charge-bonuses-tiers': m0030,
  '0031-order-list-price': m0031,
  '0032-coupons': m0032,
  '0034-staff': m0034,
  '0036-inquiries-and-statement': m0036,
  '0037-refund-requests': m0037,
  '0038-reconciliation-days': m0038,
  '0039-receipt-documents': m0039,
  '0040-referrals-reviews': m0040,
  '0041-growth-indexes': m0041,
  '0042-link-search': m0042,
  '0043-discounted-orders': m0043,
  '0044-coupon-clawback': m0044,
  '0045-member-search': m0045,
  '0046-member-search-sqlite': m0046,
  '0047-rate-counter-totals': m0047,
  '0048-member-total': m0048,
  '0049-charge-desk-index': m0049,
  '0050-member-totals': m0050,
  '0051-answer-problems': m0051,
  '0052-toss-cancels': m0052,
  '0053-staff-two-factor-holds': m0053,
  '0054-staff-temporary-passwords': m0054,
  '0055-member-consents': m0055,
  '0056-receipts-recorded-by-hand': m0056,
  '0057-exact-prices': m0057,
};

/**
 * Idempotent: applied migrations are skipped. Kysely takes a lock table, so several
 * processes starting together against one PostgreSQL apply each migration once.
 */
export async function migrateToLatest(database: Database): Promise<string[]> {
  const provider: MigrationProvider = {
    async getMigrations() {
      const out: Record<string, Migration> = {};
      for (const [name, mod] of Object.entries(migrations)) {
        out[name] = { up: (db) => mod.up(db, database.dialect) };
      }
      return out;
    },
  };
  // Each migration stands alone (its own tables and columns), so one that lands after a higher-numbered
  // one already ran (work merged in another order) is applied rather than refused.
  const migrator = new Migrator({ db: database.db, provider, allowUnorderedMigrations: true });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
