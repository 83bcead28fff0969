import type SQLite from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';

const SIZE = 256;

/**
 * better-sqlite3 behind Kysely with its prepared statements kept (least recently used out past
 * SIZE), keyed by SQL text: Kysely's SQLite driver prepares every query again, which cost more than
 * running it. A statement still iterating (busy) is never handed out twice.
 */
export function cachingStatements(sqlite: SQLite.Database, size = SIZE): SqliteDatabase {
  const cache = new Map<string, SQLite.Statement>();
  return {
    close: () => {
      cache.clear();
      sqlite.close();
    },
    prepare(sql) {
      const hit = cache.get(sql);
      if (hit && !hit.busy) {
        // re-insert: a Map iterates in insertion order, so the first key is the least recently used
        cache.delete(sql);
        cache.set(sql, hit);
        return hit;
      }
      const stmt = sqlite.prepare(sql);
      if (!hit) {
        cache.set(sql, stmt);
        if (cache.size > size) cache.delete(cache.keys().next().value!);
      }
      return stmt;
    },
  };
}
