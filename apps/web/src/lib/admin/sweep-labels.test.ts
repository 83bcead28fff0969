import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sweepLabel } from './format';

describe('sweep names on the dashboard', () => {
  it('every sweep the server starts has its Korean name', () => {
    const app = fs.readFileSync(path.resolve(__dirname, '../../../../server/src/app.ts'), 'utf8');
    const started = [...app.matchAll(/\{ name: '([a-z-]+)', run:/g)].map((m) => m[1]!);
    expect(started.length).toBeGreaterThan(10);
    expect(started.filter((name) => !sweepLabel[name])).toEqual([]);
  });
});
