import { sql } from 'kysely';
import type { Executor } from './database.js';

/**
 * PostgreSQL's trigram searches, narrowed to the search text's rare trigrams.
 *
 * A GIN trigram index answers `lower(link) LIKE '%busy12345%'` by reading the posting list of every
 * trigram of the text. When a trigram is in most rows ("bus" and "usy" of every generated link, "www"
 * or "com" of every real one), that list holds most of the table: at a million orders the search read
 * about 600 index pages, 11 ms, to find 11 orders. The rare trigrams alone ("y12", "123", "234", "345")
 * find the same orders and a few more in 10 pages; the whole text is then checked against each of those
 * rows (`strpos`, which the index cannot serve, so the planner does not add its trigrams back).
 *
 * Which trigrams are common is read from the planner's own sample of the indexed expression (pg_stats
 * of the expression index after ANALYZE: its most common values with their shares, and the histogram's
 * bounds for the rest). Without statistics (a new shop, never analyzed) nothing is narrowed.
 */

/** The statistics' sample of an indexed text: each value with the share of the table's rows it stands for. */
export interface TextSample {
  values: { text: string; share: number }[];
  /** the table's estimated rows (pg_class.reltuples) */
  rows: number;
}

/** A trigram in at least this share of the rows is left to the check of each row. */
const COMMON_SHARE = 0.1;
/** Narrowed only when the rare trigrams are expected to leave at most this many rows to check. */
const MAX_CHECKED_ROWS = 1_000;

/** The share of rows whose text holds `piece`, by the sample (a piece the sample never holds: half the smallest share). */
function shareHolding(sample: TextSample, piece: string): number {
  let share = 0;
  let smallest = 1;
  for (const v of sample.values) {
    if (v.text.includes(piece)) share += v.share;
    if (v.share > 0 && v.share < smallest) smallest = v.share;
  }
  return share > 0 ? share : smallest / 2;
}

/**
 * The pieces of `text` (lowered) the index should read: runs of ASCII letters and digits whose every
 * trigram is rare, in the text's order and never overlapping, so that a text holding `text` holds
 * `%piece1%piece2%`. Null when narrowing gains nothing (no common trigram, no rare one) or the rare
 * trigrams would leave too many rows to check.
 */
export function rarePieces(text: string, sample: TextSample): string[] | null {
  if (sample.values.length === 0) return null;
  const lowered = text.toLowerCase();
  const pieces: string[] = [];
  const kept = new Map<string, number>();
  let droppedCommon = false;
  let lastEnd = 0;
  for (const word of lowered.matchAll(/[a-z0-9]{3,}/g)) {
    const at = word.index!;
    let runStart = -1;
    // trigram i covers [at + i, at + i + 3); one past the last closes the final run
    for (let i = 0; i <= word[0].length - 2; i++) {
      const trigram = i <= word[0].length - 3 ? word[0].slice(i, i + 3) : null;
      const share = trigram === null ? 1 : (kept.get(trigram) ?? shareHolding(sample, trigram));
      const rare = share < COMMON_SHARE;
      if (trigram !== null && !rare) droppedCommon = true;
      if (rare && trigram !== null) {
        kept.set(trigram, share);
        if (runStart < 0) runStart = i;
        continue;
      }
      if (runStart >= 0) {
        // the run's trigrams [runStart, i): the characters [at + runStart, at + i + 2), cut where the last piece ended
        const start = Math.max(at + runStart, lastEnd);
        const end = at + i + 2;
        if (end - start >= 3) {
          pieces.push(lowered.slice(start, end));
          lastEnd = end;
        }
        runStart = -1;
      }
    }
  }
  if (!droppedCommon || pieces.length === 0) return null;
  // the rows the kept trigrams leave, as if independent (trigrams next to each other are not: an underestimate the cap allows for)
  const keptTrigrams = new Set(pieces.flatMap((p) => [...Array(p.length - 2).keys()].map((i) => p.slice(i, i + 3))));
  let rows = sample.rows;
  // every trigram of a piece was found rare in its run, so its share is already kept
  for (const t of keptTrigrams) rows *= kept.get(t)!;
  return rows <= MAX_CHECKED_ROWS ? pieces : null;
}

/** How long a process keeps an index's sample (statistics change when ANALYZE runs, every few minutes at most on a busy table). */
const SAMPLE_TTL_MS = 10 * 60_000;
const samples = new WeakMap<object, Map<string, { at: number; sample: Promise<TextSample> }>>();

/** The statistics' sample of a trigram expression index's text (PostgreSQL), kept per database handle for SAMPLE_TTL_MS. */
export function indexTextSample(db: Executor, index: string, table: string): Promise<TextSample> {
  let byIndex = samples.get(db);
  if (!byIndex) samples.set(db, (byIndex = new Map()));
  const cached = byIndex.get(index);
  const now = Date.now();
  if (cached && now - cached.at < SAMPLE_TTL_MS) return cached.sample;
  const sample = readSample(db, index, table).catch(() => ({ values: [], rows: 0 }));
  byIndex.set(index, { at: now, sample });
  return sample;
}

async function readSample(db: Executor, index: string, table: string): Promise<TextSample> {
  const { rows } = await sql<{ mcv: string[] | null; mcf: number[] | null; hist: string[] | null; reltuples: number | null }>`
    SELECT s.most_common_vals::text::text[] AS mcv, s.most_common_freqs::float8[] AS mcf,
      s.histogram_bounds::text::text[] AS hist, (SELECT reltuples::float8 FROM pg_class WHERE oid = to_regclass(${table})) AS reltuples
    FROM pg_stats s WHERE s.schemaname = current_schema() AND s.tablename = ${index}`.execute(db);
  const row = rows[0];
  if (!row || !row.reltuples || row.reltuples <= 0) return { values: [], rows: 0 };
  const mcv = row.mcv ?? [];
  const mcf = (row.mcf ?? []).map(Number);
  const hist = row.hist ?? [];
  const rest = Math.max(0, 1 - mcf.reduce((a, b) => a + b, 0));
  const values = [...mcv.map((text, i) => ({ text, share: mcf[i] ?? 0 })), ...hist.map((text) => ({ text, share: hist.length > 0 ? rest / hist.length : 0 }))];
  return { values, rows: Number(row.reltuples) };
}
