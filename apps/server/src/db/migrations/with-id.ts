import type { CreateTableBuilder } from 'kysely';
import type { Dialect } from '../database.js';

/** Auto-increment primary key in the form each database wants. */
export function withId<T extends string>(t: CreateTableBuilder<T, never>, dialect: Dialect) {
  return dialect === 'postgres'
    ? t.addColumn('id', 'serial', (c) => c.primaryKey())
    : t.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}
