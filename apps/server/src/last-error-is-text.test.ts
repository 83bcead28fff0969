import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * last_error (lastError) is a message for people. State lives in columns — fulfilment, send_unknown,
 * held_reason — so no code may decide anything by comparing that text: no LIKE or = in SQL, no
 * where/eb comparison, no ===, startsWith, includes, match or regex test in TypeScript. Migrations
 * may read old text once, to fill a new column; tests may assert what the message says.
 */
const src = path.dirname(fileURLToPath(import.meta.url));
const field = String.raw`(?:last_error|lastError)`;
const comparisons: [string, RegExp][] = [
  ['a query comparison', new RegExp(String.raw`\b(?:where|having|on|eb|cmpr)\s*\(\s*['"\`](?:\w+\.)?last_error['"\`]\s*,\s*['"\`]`)],
  ['SQL text', new RegExp(String.raw`\`[^\`]*\blast_error\s*(?:=|<>|!=|\b(?:i?like|glob|in|similar)\b|~)[^\`]*\``, 'i')],
  ['a string method', new RegExp(String.raw`\b${field}\s*(?:\?\?\s*(?:''|""|\`\`)\s*\)|\))?\s*\??\.\s*(?:startsWith|endsWith|includes|match|matchAll|indexOf|lastIndexOf|search|localeCompare)\s*\(`)],
  ['an equality', new RegExp(String.raw`\b${field}\s*[!=]==?|[!=]==?\s*[\w.?]*\b${field}\b`)],
  ['a regular expression', new RegExp(String.raw`\.(?:test|exec)\s*\(\s*[\w.?]*\b${field}\b`)],
  ['a switch', new RegExp(String.raw`switch\s*\(\s*[\w.?]*\b${field}\b`)],
];

function comparisonsIn(code: string): string[] {
  return comparisons.filter(([, re]) => re.test(code)).map(([what]) => what);
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'migrations' ? [] : sourceFiles(full);
    return e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') ? [full] : [];
  });
}

describe('last_error is never compared with anything', () => {
  it('recognises each way of comparing it, and leaves writing and showing it alone', () => {
    const compared = [
      ".where('last_error', 'like', `${COST_GUARD_HELD_PREFIX}%`)",
      ".where('o.last_error', '=', 'held')",
      "eb('last_error', 'in', ['a'])",
      'sql`last_error LIKE ${p}`',
      "sql`o.last_error = 'held'`",
      "(o.lastError ?? '').startsWith(PREFIX)",
      'row.last_error?.includes("원가")',
      'order.lastError.match(/held/)',
      "r.last_error === 'x'",
      "'x' !== order.lastError",
      '/held/.test(row.last_error)',
      'switch (o.lastError) {}',
    ];
    for (const code of compared) expect(comparisonsIn(code), code).not.toEqual([]);
    const fine = [
      '.set({ last_error: `held: ${reason}`.slice(0, 300) })',
      "last_error: null,",
      "lastError: r.last_error,",
      "eb.fn.coalesce('o.last_error', sql<string>`''`).as('error')",
      ".select(['id', 'held_reason', 'last_error'])",
      'if (order.lastError) events.push(text)',
      'h.lastError = err.message;',
      'lastError?.slice(0, 500) ?? null',
    ];
    for (const code of fine) expect(comparisonsIn(code), code).toEqual([]);
  });

  it('holds for every source file of the server (migrations aside)', () => {
    const files = sourceFiles(src);
    expect(files.length).toBeGreaterThan(100);
    const found = files.flatMap((file) => comparisonsIn(readFileSync(file, 'utf8')).map((what) => `${path.relative(src, file)}: ${what}`));
    expect(found).toEqual([]);
  });
});
