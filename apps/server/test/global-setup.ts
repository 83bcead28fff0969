import { prepareTemplates } from './helpers/db-template.js';
import { dockerAvailable } from './helpers/docker.js';
import { prepareRunBundle } from './helpers/server-process.js';

/**
 * Runs once per `vitest run`: says plainly when the PostgreSQL half (or the container test) is not
 * running, and makes what every test file would otherwise make again — the migrated database templates
 * the test databases are copied from (helpers/db-template.ts) and the server bundle the tests that
 * start real server processes run (helpers/server-process.ts). Both reach the test files through the
 * environment their workers inherit.
 */
export default async function setup() {
  if (!dockerAvailable()) {
    console.log('SKIPPED: container image test (Dockerfile + compose.yaml) — no Docker daemon here (`docker info` failed); it runs wherever Docker works.');
  }
  if (!process.env.TEST_REDIS_URL) {
    console.log('SKIPPED: Redis rate-limit store tests — set TEST_REDIS_URL=redis://host:port to run them (`eval "$(bash .ci/start-redis.sh)"`; the database store is tested either way).');
  }
  if (!process.env.TEST_DATABASE_URL) {
    console.log('SKIPPED: PostgreSQL server tests — set TEST_DATABASE_URL=postgres://user@host:port/db to run them (SQLite tests still run).');
  }
  const [removeBundle] = await Promise.all([prepareRunBundle(), prepareTemplates(process.env.TEST_DATABASE_URL || undefined)]);
  return removeBundle;
}
