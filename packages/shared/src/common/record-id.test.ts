import { describe, expect, it } from 'vitest';
import { MAX_RECORD_ID, parseRecordId, recordIdField, recordIdParams } from './record-id.js';

describe('a record id', () => {
  it.each([
    ['1', 1],
    ['31', 31],
    [String(MAX_RECORD_ID), MAX_RECORD_ID],
  ])('is %s written in plain decimal digits', (text, id) => {
    expect(parseRecordId(text)).toBe(id);
    expect(recordIdParams('없음').parse({ id: text })).toEqual({ id });
  });

  it.each(['0x1f', '1.0', '1e0', '+1', ' 1', '1 ', '01', '0', '-1', '', '１', String(MAX_RECORD_ID + 1), '99999999999'])('is not %j', (text) => {
    expect(parseRecordId(text)).toBeNull();
    expect(recordIdParams('없음').safeParse({ id: text }).error?.issues[0]?.message).toBe('없음');
  });

  it('in a JSON body is a whole number in range, never text', () => {
    const field = recordIdField('잘못된 번호');
    expect(field.parse(31)).toBe(31);
    for (const bad of ['31', 1.5, 0, -1, MAX_RECORD_ID + 1, null]) expect(field.safeParse(bad).success).toBe(false);
  });
});
