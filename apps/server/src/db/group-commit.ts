import { CompiledQuery } from 'kysely';
import { isDatabaseBusy, type Db, type Trx } from './database.js';

/** At most this many pieces of work share one commit. */
const MAX_GROUP = 64;

interface Pending {
  work: (trx: Trx) => Promise<unknown>;
  /** without a savepoint of its own: what it wrote before it threw stays (see inGroupCommit) */
  keepPartial: boolean;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/**
 * Group commit for SQLite, where every transaction takes its turn on the one connection and its
 * COMMIT (writing the changed pages to the WAL) costs more than the statements before it: pieces of
 * work that arrive in the same turn of the event loop run one after another in one transaction, each
 * inside its own savepoint, and share one COMMIT.
 *
 * Each piece is all-or-nothing on its own: one that throws is rolled back to its savepoint and
 * rejects with its error, and the others go on. Each that succeeded resolves only once the shared
 * COMMIT is done, so nobody hears "done" before it is durable; if the COMMIT fails they all reject,
 * and nothing of any of them is kept — the same as each transaction failing on its own. A process
 * killed before the COMMIT leaves none of them, and none was answered. A piece must only run
 * statements on `trx` (no waiting on anything outside the database), as in any transaction here.
 * A group that finds the file locked by another connection past the busy timeout kept nothing, so
 * it runs once more as a whole; only a second refusal reaches its pieces (answered 503).
 * `keepPartial`: the piece needs no savepoint (two statements less) because whatever it wrote before
 * it threw may stay — rate counters, each of whose statements counts one event on its own.
 */
export function inGroupCommit<T>(db: Db, work: (trx: Trx) => Promise<T>, opts: { keepPartial?: boolean } = {}): Promise<T> {
  let run = groups.get(db);
  if (!run) groups.set(db, (run = groupCommit(db)));
  return run(work, opts.keepPartial === true);
}

const groups = new WeakMap<Db, <T>(work: (trx: Trx) => Promise<T>, keepPartial: boolean) => Promise<T>>();
const savepoint = CompiledQuery.raw('SAVEPOINT grouped');
const rollbackTo = CompiledQuery.raw('ROLLBACK TO grouped');
const release = CompiledQuery.raw('RELEASE grouped');

function groupCommit(db: Db) {
  let pending: Pending[] = [];

  async function flush(group: Pending[], retried = false): Promise<void> {
    const done: { p: Pending; value: unknown }[] = [];
    const refused = new Set<Pending>();
    try {
      await db.transaction().execute(async (trx) => {
        if (group.length === 1) {
          done.push({ p: group[0]!, value: await group[0]!.work(trx) });
          return;
        }
        for (const p of group) {
          if (!p.keepPartial) await trx.executeQuery(savepoint);
          let value: unknown;
          try {
            value = await p.work(trx);
          } catch (error) {
            if (!p.keepPartial) {
              await trx.executeQuery(rollbackTo);
              await trx.executeQuery(release);
            }
            refused.add(p);
            p.reject(error);
            continue;
          }
          if (!p.keepPartial) await trx.executeQuery(release);
          done.push({ p, value });
        }
      });
    } catch (error) {
      // The file stayed locked by another connection past the busy timeout (at BEGIN IMMEDIATE, or
      // at COMMIT): nothing was kept, so the pieces not yet refused run once more, together.
      const again = group.filter((p) => !refused.has(p));
      if (!retried && isDatabaseBusy(error) && again.length > 0) return flush(again, true);
      // A lone piece threw, or the COMMIT or a savepoint statement failed: nothing of the group is kept.
      // (A piece already refused stays refused: a promise settles once.)
      for (const p of group) p.reject(error);
      return;
    }
    for (const { p, value } of done) p.resolve(value);
  }

  return function run<T>(work: (trx: Trx) => Promise<T>, keepPartial: boolean): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      // after the event loop has read every request that arrived together
      if (pending.length === 0) setImmediate(() => drain());
      pending.push({ work, keepPartial, resolve: resolve as (value: unknown) => void, reject });
    });
  };

  function drain() {
    while (pending.length > 0) {
      const group = pending.slice(0, MAX_GROUP);
      pending = pending.slice(MAX_GROUP);
      void flush(group);
    }
  }
}
