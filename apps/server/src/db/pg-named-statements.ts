import type pg from 'pg';

/** Distinct SQL texts that get a name; past this, texts run unnamed (a few hundred hot queries in all). */
const MAX_NAMES = 500;
/** A text is named once it has been seen this often: one-off queries never take a name. */
const SEEN_BEFORE_NAMING = 2;

/**
 * Texts with more parameters stay unnamed: those are statements written for a batch of rows (an
 * auto-order sweep's runs, services/auto-orders), whose text changes with the batch's size and mix;
 * naming each would use up the names that the shop's hot single-row queries need. The largest hot
 * single-row statement is a customer API order checked against the facts its process kept, with its
 * rate window worked out whole (services/orders/placing/paid-order-statement.ts). One more parameter
 * than this would silently leave it unnamed: parsed and planned again on every call, so
 * services/orders/kept-statement-checks.test.ts compiles every paid order statement and fails when one
 * has more, or when this limit is more than a few above the largest.
 */
export const MAX_NAMED_PARAMETERS = 72;

/** `select *` / `returning *` / `t.*`: a column added by a migration would change such a prepared statement's result. */
const STAR = /(?:select|returning)\s+\*|\.\*/i;

/**
 * PostgreSQL named prepared statements for the shop's repeated queries. Kysely sends every query
 * unnamed, so the server parses and plans it again each time; a query that runs again and again
 * (every order, every auto-order run) is parsed and planned once per connection instead. The
 * same text always gets the same name, in every connection. Queries without parameters (BEGIN,
 * COMMIT), with many (a batch's), and those that select `*` stay unnamed.
 */
export function nameRepeatedStatements(pool: pg.Pool, max = MAX_NAMES): void {
  const seen = new Map<string, number>();
  const names = new Map<string, string>();
  const nameFor = (text: string): string | undefined => {
    const named = names.get(text);
    if (named !== undefined || names.size >= max || STAR.test(text)) return named;
    const count = (seen.get(text) ?? 0) + 1;
    if (count < SEEN_BEFORE_NAMING) {
      if (seen.size >= max * 4) seen.clear();
      seen.set(text, count);
      return undefined;
    }
    seen.delete(text);
    const name = `s${names.size + 1}`;
    names.set(text, name);
    return name;
  };
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as { query: unknown }).query = (config: unknown, values?: unknown, callback?: unknown) => {
      if (typeof config === 'string' && Array.isArray(values) && values.length > 0 && values.length <= MAX_NAMED_PARAMETERS && typeof callback !== 'function') {
        const name = nameFor(config);
        if (name !== undefined) return query({ name, text: config, values });
      }
      return query(config, values, callback);
    };
  });
}
