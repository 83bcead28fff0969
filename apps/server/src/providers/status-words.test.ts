import { OrderStatus } from '@snsshop/shared';
import { describe, expect, it } from 'vitest';
import { normaliseStatusWord } from './status-words.js';

describe('normaliseStatusWord', () => {
  it.each([
    ['Pending', OrderStatus.PENDING],
    ['In progress', OrderStatus.INPROGRESS],
    ['in_progress', OrderStatus.INPROGRESS],
    ['IN PROGRESS', OrderStatus.INPROGRESS],
    ['Inprogress', OrderStatus.INPROGRESS],
    ['Completed', OrderStatus.COMPLETED],
    ['Partial', OrderStatus.PARTIAL],
    ['Processing', OrderStatus.PROCESSING],
    ['Canceled', OrderStatus.CANCELED],
    ['Cancelled', OrderStatus.CANCELED],
    ['refunded', OrderStatus.CANCELED],
  ])('%s → %i', (word, code) => {
    expect(normaliseStatusWord(word)).toBe(code);
  });

  it.each(['Fail', 'Error', 'Complete', '', 'Done', null, 2])('%s is not guessed', (word) => {
    expect(normaliseStatusWord(word)).toBeNull();
  });
});
