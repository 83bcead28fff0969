import { CompiledQuery, type Compilable, type QueryResult } from 'kysely';
import type { Executor } from './database.js';

/** Where an argument goes in a query compiled once. */
class Slot {
  constructor(readonly name: string) {}
}

interface Template {
  sql: string;
  parameters: unknown[];
}

/**
 * A hot query that Kysely builds and compiles once per database (its SQL text never changes), then
 * only has its parameters filled: building and compiling cost more CPU than SQLite took to run it.
 * `build` gets a stand-in for each argument and may use them only as values, never to choose SQL.
 */
export function compiledOnce<A extends object, R>(names: readonly (keyof A & string)[], build: (db: Executor, args: A) => Compilable<R>) {
  const stand = Object.fromEntries(names.map((n) => [n, new Slot(n)])) as unknown as A;
  // keyed by the database's adapter, which its transactions share
  const templates = new WeakMap<object, Template>();
  return async (db: Executor, args: A): Promise<QueryResult<R>> => {
    const adapter = db.getExecutor().adapter;
    let t = templates.get(adapter);
    if (!t) {
      const compiled = build(db, stand).compile();
      t = { sql: compiled.sql, parameters: [...compiled.parameters] };
      templates.set(adapter, t);
    }
    const parameters = t.parameters.map((p) => (p instanceof Slot ? args[p.name as keyof A] : p));
    return db.executeQuery<R>(CompiledQuery.raw(t.sql, parameters));
  };
}
