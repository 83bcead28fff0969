import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { formatPoints, formatWon } from '@snsshop/shared/common';

const root = fileURLToPath(new URL('..', import.meta.url));
const sources = ['apps/web/src', 'apps/server/src', 'packages/shared/src'];

function* files(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) yield full;
  }
}

describe('one way of writing points and won', () => {
  it('writes points as won, as the balance is shown', () => {
    expect(formatPoints(3_000)).toBe('3,000원');
    expect(formatPoints(3_000)).toBe(formatWon(3_000));
  });

  it('no screen, message or alert writes an amount with a P after it (3,000P, (P), 3만P)', () => {
    // a number, a formatted number or a unit label followed by P, where a person would read it as "points"
    const pointsUnit = /(\d|\}|만)P(?![A-Za-z_])|\(P\)/;
    const found: string[] = [];
    for (const dir of sources) {
      for (const file of files(path.join(root, dir))) {
        fs.readFileSync(file, 'utf8')
          .split('\n')
          .forEach((line, i) => {
            if (pointsUnit.test(line)) found.push(`${path.relative(root, file)}:${i + 1}: ${line.trim()}`);
          });
      }
    }
    expect(found).toEqual([]);
  });
});
