/** Runs once per `vitest run`: says plainly when the PostgreSQL half of the suite is not running. */
export default function setup() {
  if (!process.env.TEST_DATABASE_URL) {
    console.log('SKIPPED: PostgreSQL server tests — set TEST_DATABASE_URL=postgres://user@host:port/db to run them (SQLite tests still run).');
  }
}
