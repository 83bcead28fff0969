import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './database.js';
import { inGroupCommit } from './group-commit.js';

describe('group commit on SQLite', () => {
  let dir: string;
  let database: Database;
  let other: SQLite.Database;
  const items = () => other.prepare('SELECT name FROM gc_items ORDER BY name').all().map((r) => (r as { name: string }).name);

  beforeEach(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'snsshop-gc-'));
    database = openDatabase({ databaseUrl: undefined, dataDir: dir });
    await sql`CREATE TABLE gc_items (name TEXT PRIMARY KEY)`.execute(database.db);
    await sql`CREATE TABLE gc_parent (id INTEGER PRIMARY KEY)`.execute(database.db);
    await sql`CREATE TABLE gc_child (parent_id INTEGER REFERENCES gc_parent (id) DEFERRABLE INITIALLY DEFERRED)`.execute(database.db);
    // another connection to the same file: it sees only what is committed
    other = new SQLite(path.join(dir, 'shop.db'), { readonly: true });
  });
  afterEach(async () => {
    other.close();
    await database.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const insert = (name: string) => (trx: Parameters<Parameters<typeof inGroupCommit>[1]>[0]) => sql`INSERT INTO gc_items (name) VALUES (${name})`.execute(trx);

  it('work started together shares one COMMIT: nothing is visible or answered before it, and a piece that throws loses only its own writes', async () => {
    const answered: string[] = [];
    const seenByOthers: string[][] = [];
    const track = <T>(name: string, p: Promise<T>) => p.then((v) => (answered.push(name), v));
    const a = track('a', inGroupCommit(database.db, async (trx) => (await insert('a')(trx), 'A')));
    const b = track(
      'b',
      inGroupCommit(database.db, async (trx) => {
        seenByOthers.push(items());
        await insert('b')(trx);
        return { answeredBeforeB: [...answered] };
      }),
    );
    const c = inGroupCommit(database.db, async (trx) => {
      await insert('c')(trx);
      throw new Error('c refuses');
    });
    const d = track('d', inGroupCommit(database.db, async (trx) => (await insert('d')(trx), 'D')));
    // a unique violation inside a piece is that piece's alone
    const e = inGroupCommit(database.db, insert('a'));

    await expect(c).rejects.toThrow('c refuses');
    await expect(e).rejects.toMatchObject({ code: 'SQLITE_CONSTRAINT_PRIMARYKEY' });
    expect(await a).toBe('A');
    expect(await b).toEqual({ answeredBeforeB: [] });
    expect(await d).toBe('D');
    expect(seenByOthers).toEqual([[]]);
    expect(items()).toEqual(['a', 'b', 'd']);
  });

  it('when the shared COMMIT fails, every piece is refused and none of their writes is kept', async () => {
    const a = inGroupCommit(database.db, insert('a'));
    // a deferred foreign key is checked at COMMIT, so the whole group's COMMIT fails
    const b = inGroupCommit(database.db, (trx) => sql`INSERT INTO gc_child (parent_id) VALUES (999)`.execute(trx));
    await expect(a).rejects.toMatchObject({ code: 'SQLITE_CONSTRAINT_FOREIGNKEY' });
    await expect(b).rejects.toMatchObject({ code: 'SQLITE_CONSTRAINT_FOREIGNKEY' });
    expect(items()).toEqual([]);
    expect(other.prepare('SELECT count(*) AS n FROM gc_child').get()).toEqual({ n: 0 });
    // and the next group is unaffected
    await inGroupCommit(database.db, insert('later'));
    expect(items()).toEqual(['later']);
  });

  it('work started in a later turn goes in a later group; a lone piece that throws keeps nothing', async () => {
    await expect(
      inGroupCommit(database.db, async (trx) => {
        await insert('lone')(trx);
        throw new Error('lone refuses');
      }),
    ).rejects.toThrow('lone refuses');
    const first = inGroupCommit(database.db, insert('first'));
    await first;
    expect(items()).toEqual(['first']);
    const many = await Promise.all(Array.from({ length: 150 }, (_, i) => inGroupCommit(database.db, async (trx) => (await insert(`n${i}`)(trx), i))));
    expect(many).toEqual(Array.from({ length: 150 }, (_, i) => i));
    expect(items()).toHaveLength(151);
  });
});
