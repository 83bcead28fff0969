import SQLite from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { cachingStatements } from './statement-cache.js';

describe('kept SQLite statements', () => {
  it('hands out the same statement for the same SQL, a fresh one while it is still iterating, and forgets the least recently used', () => {
    const sqlite = new SQLite(':memory:');
    sqlite.exec('create table t (n integer); insert into t values (1), (2), (3)');
    const db = cachingStatements(sqlite, 2);
    const a = db.prepare('select n from t order by n');
    expect(db.prepare('select n from t order by n')).toBe(a);

    const iterating = a.iterate([]);
    iterating.next();
    const second = db.prepare('select n from t order by n');
    expect(second).not.toBe(a);
    expect(second.all([])).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
    iterating.return?.();

    db.prepare('select 1');
    db.prepare('select 2'); // a third SQL text: the oldest goes
    expect(db.prepare('select n from t order by n')).not.toBe(a);
    db.close();
  });
});
