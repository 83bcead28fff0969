import { describe, expect, it } from 'vitest';
import { rarePieces, type TextSample } from './rare-trigrams.js';

/** A sample as pg_stats gives it: 100 histogram bounds of a million generated links, each 1 % of the rows. */
function linksSample(rows = 1_000_000): TextSample {
  const values = Array.from({ length: 100 }, (_, i) => ({ text: `https://www.instagram.com/p/busy${100_000 + i * 9_001}`, share: 0.01 }));
  return { values, rows };
}

/** `%p1%p2%` as a regular expression over the lowered text. */
const likePieces = (pieces: string[]) => new RegExp(pieces.map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('.*'));

describe('rare pieces of a trigram search', () => {
  it('leaves out the trigrams every link holds and keeps the rare run', () => {
    // "bus", "usy" and "sy1" are in every bound; the digits' trigrams in none
    expect(rarePieces('busy12345', linksSample())).toEqual(['y12345']);
    expect(rarePieces('BUSY12345', linksSample())).toEqual(['y12345']);
    // the host and path are common words: only the number's rare part is read
    expect(rarePieces('instagram.com/p/busy777', linksSample())).toEqual(['y777']);
  });

  it('narrows nothing when no trigram is common, none is rare, or there are no statistics', () => {
    expect(rarePieces('zq9x7', linksSample())).toBeNull();
    expect(rarePieces('instagram', linksSample())).toBeNull();
    expect(rarePieces('busy12345', { values: [], rows: 0 })).toBeNull();
    // under three letters or digits in a row: no trigram at all
    expect(rarePieces('/p/', linksSample())).toBeNull();
  });

  it('narrows nothing when the rare trigrams would still leave too many rows to check', () => {
    expect(rarePieces('busy12345', linksSample(1_000_000_000_000))).toBeNull();
  });

  it('never cuts two pieces that overlap, so a text holding the search holds them in order', () => {
    // "abx" and "xcd" rare, "bxc" common: the second piece would share its "x" with the first
    const sample: TextSample = { rows: 1_000, values: [...Array.from({ length: 20 }, () => ({ text: 'bxc', share: 0.04 })), { text: 'other', share: 0.2 }] };
    const pieces = rarePieces('abxcd', sample);
    expect(pieces).toEqual(['abx']);
    expect(likePieces(pieces!).test('abxcd')).toBe(true);
  });

  it('answers pieces that every text holding the search holds (random searches and samples)', () => {
    let seed = 7;
    const random = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);
    const letters = 'ab1/.c';
    const word = (n: number) => Array.from({ length: n }, () => letters[Math.floor(random() * letters.length)]).join('');
    let narrowed = 0;
    for (let k = 0; k < 2_000; k++) {
      const sample: TextSample = { rows: 100, values: Array.from({ length: 30 }, () => ({ text: word(8), share: 1 / 30 })) };
      const text = word(3 + Math.floor(random() * 12));
      const pieces = rarePieces(text, sample);
      if (!pieces) continue;
      narrowed++;
      for (const p of pieces) expect(p).toMatch(/^[a-z0-9]{3,}$/);
      expect(likePieces(pieces).test(`xx${text.toLowerCase()}yy`)).toBe(true);
    }
    expect(narrowed).toBeGreaterThan(50);
  });
});
