import os from 'node:os';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testPgUrl } from '../../test/helpers/test-app.js';
import { openDatabase } from './database.js';
import { MAX_NAMED_PARAMETERS, nameRepeatedStatements } from './pg-named-statements.js';

const url = testPgUrl;

describe.skipIf(!url)('named PostgreSQL statements', () => {
  let pool: pg.Pool;
  let client: pg.PoolClient;
  const prepared = async () => (await client.query<{ statement: string }>('select statement from pg_prepared_statements order by statement')).rows.map((r) => r.statement);

  beforeAll(async () => {
    pool = new pg.Pool({ connectionString: url, max: 1 });
    nameRepeatedStatements(pool, 2);
    client = await pool.connect();
    await client.query('create temporary table named_t (n integer, s text)');
    await client.query('insert into named_t values (1, $1), (2, $2)', ['a', 'b']);
  });
  afterAll(async () => {
    client?.release();
    await pool?.end();
  });

  it('prepares a query once it repeats, answers the same rows, and leaves one-off, parameterless and select-star queries unnamed', async () => {
    const q = 'select n from named_t where s = $1';
    expect((await client.query(q, ['a'])).rows).toEqual([{ n: 1 }]);
    expect(await prepared()).toEqual([]); // seen once: not yet
    expect((await client.query(q, ['b'])).rows).toEqual([{ n: 2 }]);
    expect((await client.query(q, ['a'])).rows).toEqual([{ n: 1 }]);
    expect(await prepared()).toEqual([q]);

    for (let i = 0; i < 3; i++) await client.query('select * from named_t where s = $1', ['a']);
    for (let i = 0; i < 3; i++) await client.query('select count(*) from named_t');
    // a batch's statement (its text changes with the batch's size) does not take a name either
    const many = Array.from({ length: MAX_NAMED_PARAMETERS + 1 }, (_, i) => `s${i}`);
    const batch = `select n from named_t where s in (${many.map((_, i) => `$${i + 1}`).join(', ')}) order by n`;
    for (let i = 0; i < 3; i++) expect((await client.query(batch, many)).rows).toEqual([]);
    expect(await prepared()).toEqual([q]);

    // at most `max` names (2 here): a third repeated text runs unnamed and still answers
    const q2 = 'select s from named_t where n = $1';
    const q3 = 'select n + 1 as m from named_t where n = $1';
    for (let i = 0; i < 3; i++) await client.query(q2, [1]);
    for (let i = 0; i < 3; i++) expect((await client.query(q3, [2])).rows).toEqual([{ m: 3 }]);
    expect(await prepared()).toEqual([q, q2].sort());
  });

  it('a named statement still answers after a migration adds a column to its table', async () => {
    const own = new pg.Pool({ connectionString: url, max: 1 });
    nameRepeatedStatements(own);
    const c = await own.connect();
    try {
      await c.query('create temporary table named_m (n integer, s text)');
      await c.query('insert into named_m values ($1, $2)', [1, 'a']);
      const q = 'select n, s from named_m where n = $1';
      for (let i = 0; i < 3; i++) await c.query(q, [1]);
      expect((await c.query<{ statement: string }>('select statement from pg_prepared_statements')).rows.map((r) => r.statement)).toContain(q);
      await c.query('alter table named_m add column extra integer');
      expect((await c.query(q, [1])).rows).toEqual([{ n: 1, s: 'a' }]);
    } finally {
      c.release();
      await own.end();
    }
  });

  it.each([true, false])('the shop’s database prepares repeated queries unless DATABASE_PREPARED_STATEMENTS is false (%s)', async (prepared) => {
    const database = openDatabase({ databaseUrl: url, dataDir: os.tmpdir(), databasePreparedStatements: prepared });
    try {
      const statements = await database.db.transaction().execute(async (trx) => {
        for (let i = 0; i < 3; i++) expect((await sql<{ n: number }>`select ${i}::int + 1 as n`.execute(trx)).rows).toEqual([{ n: i + 1 }]);
        return (await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(trx)).rows.map((r) => r.statement);
      });
      expect(statements.some((q) => q.includes('::int + 1 as n'))).toBe(prepared);
    } finally {
      await database.close();
    }
  });
});
