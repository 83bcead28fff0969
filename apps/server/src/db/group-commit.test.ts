import { spawn } from 'node:child_process';
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

  it('a piece with keepPartial runs without a savepoint: what it wrote before it threw stays, and the others are as always', async () => {
    const a = inGroupCommit(database.db, async (trx) => (await insert('a')(trx), 'A'));
    const counter = inGroupCommit(
      database.db,
      async (trx) => {
        await insert('counted')(trx);
        throw new Error('second window failed');
      },
      { keepPartial: true },
    );
    const c = inGroupCommit(database.db, async (trx) => {
      await insert('c')(trx);
      throw new Error('c refuses');
    });
    await expect(counter).rejects.toThrow('second window failed');
    await expect(c).rejects.toThrow('c refuses');
    expect(await a).toBe('A');
    expect(items()).toEqual(['a', 'counted']);
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

  describe('another connection writing to the same file', () => {
    let writer: SQLite.Database;
    beforeEach(() => {
      writer = new SQLite(path.join(dir, 'shop.db'), { timeout: 0 });
    });
    afterEach(() => {
      if (writer.inTransaction) writer.exec('ROLLBACK');
      writer.close();
    });

    it('a transaction holds the write lock from its start: a commit by another connection between its read and its write cannot fail it', async () => {
      let otherWrite = 'written';
      await database.db.transaction().execute(async (trx) => {
        await sql`SELECT count(*) FROM gc_items`.execute(trx);
        try {
          writer.prepare("INSERT INTO gc_items (name) VALUES ('other')").run();
        } catch (err) {
          otherWrite = (err as { code: string }).code;
        }
        await insert('mine')(trx);
      });
      // the other connection is the one that has to wait (here: fail, with no busy timeout)
      expect(otherWrite).toBe('SQLITE_BUSY');
      expect(items()).toEqual(['mine']);
    });

    it('a lock held past the busy timeout twice refuses every piece of the group, and keeps none', async () => {
      await sql`PRAGMA busy_timeout = 50`.execute(database.db);
      writer.exec('BEGIN IMMEDIATE');
      const started = Date.now();
      const group = ['a', 'b', 'c'].map((name) => inGroupCommit(database.db, insert(name)));
      for (const piece of group) await expect(piece).rejects.toMatchObject({ code: 'SQLITE_BUSY' });
      expect(Date.now() - started).toBeGreaterThanOrEqual(100); // two waits of 50 ms
      writer.exec('ROLLBACK');
      expect(items()).toEqual([]);
      await inGroupCommit(database.db, insert('later'));
      expect(items()).toEqual(['later']);
    });

    it('a group that meets a lock held past the busy timeout is tried once more, as a whole, and kept', { timeout: 20_000 }, async () => {
      await sql`PRAGMA busy_timeout = 1000`.execute(database.db);
      // Another process takes the write lock for 1.5 s: longer than one wait, shorter than two.
      const holder = spawn(
        process.execPath,
        ['-e', `const db = new (require('better-sqlite3'))(${JSON.stringify(path.join(dir, 'shop.db'))}); db.exec('BEGIN IMMEDIATE'); console.log('locked'); setTimeout(() => { db.exec('COMMIT'); console.log('released'); }, 1500);`],
        { cwd: path.dirname(new URL(import.meta.url).pathname), stdio: ['ignore', 'pipe', 'inherit'] },
      );
      let said = '';
      await new Promise<void>((resolve, reject) => {
        holder.stdout!.on('data', (b: Buffer) => (said += b.toString()).includes('locked') && resolve());
        holder.once('exit', () => reject(new Error(`the lock holder exited: ${said}`)));
      });
      const group = ['a', 'b', 'c'].map((name) => inGroupCommit(database.db, async (trx) => (await insert(name)(trx), name)));
      expect(await Promise.all(group)).toEqual(['a', 'b', 'c']);
      expect(items()).toEqual(['a', 'b', 'c']);
      await new Promise((resolve) => holder.once('exit', resolve));
    });
  });
});
