/**
 * A child process that churns orders and the ledger against the test's database until it is killed
 * (services/dashboard/rollups.test.ts kills it with SIGKILL). Prints "steps N" after each transaction.
 * Env: DATABASE_URL (PostgreSQL) or DATA_DIR (SQLite), CHURN_TARGETS (JSON ChurnTargets), CHURN_SEED.
 */
import { openDatabase } from '../../src/db/database.js';
import { churnStep, rng, type ChurnTargets } from './rollup-churn.js';

const database = openDatabase({ databaseUrl: process.env.DATABASE_URL || undefined, dataDir: process.env.DATA_DIR! });
const targets = JSON.parse(process.env.CHURN_TARGETS!) as ChurnTargets;
const r = rng(Number(process.env.CHURN_SEED ?? 1));
for (let step = 1; ; step++) {
  await churnStep(database.db, database.dialect, targets, r, 40, `p${process.pid}`);
  process.stdout.write(`steps ${step}\n`);
}
