import { OrderStatus } from '@snsshop/shared';
import { describe, expect, it } from 'vitest';
import type { ProviderOrderStatus } from './provider.js';
import { toStatusResult } from './status-entry.js';

const { PENDING, INPROGRESS, PROCESSING, COMPLETED, PARTIAL, CANCELED } = OrderStatus;
type Read = Omit<ProviderOrderStatus, 'words'>;
const order = (status: OrderStatus, startCount: number | null = null, remains: number | null = null, charge: string | null = null): Read => ({ status, startCount, remains, charge });
const sub = (status: OrderStatus, state: string, posts: number | null, orders: string[] | null = null): Read => ({ ...order(status), subscription: { state: state as 'Active', posts, orders } });

/**
 * Every variant of a `status` entry panels send (docs/upstream-protocol.md) and what the shop reads
 * from it: the state, the figures, and null where a figure is unknown. Nothing here is "unreadable"
 * but an entry without a status or with a word no panel documents.
 */
describe('toStatusResult', () => {
  const readable: [string, unknown, Read][] = [
    // subscriptions, in the documented shape (no charge, start_count or remains) and its variants
    ['documented subscription', { status: 'Active', posts: '1', orders: [90080], expiry: true }, sub(INPROGRESS, 'Active', 1, ['90080'])],
    ['subscription, posts a number, ids as strings', { status: 'Active', posts: 2, orders: ['90080', '90081'] }, sub(INPROGRESS, 'Active', 2, ['90080', '90081'])],
    ['subscription, ids as a comma text', { status: 'Completed', posts: '5', orders: '1, 2,3,,4, 5' }, sub(COMPLETED, 'Completed', 5, ['1', '2', '3', '4', '5'])],
    ['subscription paused, no orders', { status: 'paused', posts: '3' }, sub(INPROGRESS, 'Paused', 3)],
    ['subscription expired', { status: 'Expired', posts: '2', orders: [1, 2], expiry: '31/12/2026' }, sub(COMPLETED, 'Expired', 2, ['1', '2'])],
    ['subscription expired, posts unknown', { status: 'EXPIRED' }, sub(COMPLETED, 'Expired', null)],
    ['subscription cancelled (British)', { status: 'Cancelled', posts: 0, orders: [] }, sub(CANCELED, 'Canceled', 0, [])],
    ['subscription active, posts unknown', { status: 'Active' }, sub(INPROGRESS, 'Active', null)],
    ['subscription with a negative posts', { status: 'Active', posts: '-1' }, sub(INPROGRESS, 'Active', 0)],
    ['subscription with odd child ids left out', { status: 'Active', posts: 1, orders: [90080, { id: 1 }, 'a b', null] }, sub(INPROGRESS, 'Active', 1, ['90080'])],
    // ordinary orders: figures missing, null, "", "0", numbers as strings
    ['the documented order', { charge: '0.27819', start_count: '3572', status: 'Partial', remains: '157', currency: 'USD' }, order(PARTIAL, 3572, 157, '0.27819')],
    ['numbers as numbers', { charge: 0.5, start_count: 10, status: 'Completed', remains: 0 }, order(COMPLETED, 10, 0, '0.5')],
    ['start_count, remains and charge missing', { status: 'In progress' }, order(INPROGRESS)],
    ['only remains', { status: 'In progress', remains: '10' }, order(INPROGRESS, null, 10)],
    ['start_count null', { status: 'Pending', start_count: null, remains: '100' }, order(PENDING, null, 100)],
    ['start_count ""', { status: 'Pending', start_count: '', remains: 100, charge: '' }, order(PENDING, null, 100)],
    ['start_count "0"', { status: 'Pending', start_count: '0', remains: '100' }, order(PENDING, 0, 100)],
    ['charge missing on a final answer', { status: 'Partial', start_count: 5, remains: '40' }, order(PARTIAL, 5, 40)],
    ['remains missing on a final answer', { status: 'Partial', start_count: 5 }, order(PARTIAL, 5)],
    ['over-delivery as negative remains', { status: 'Completed', remains: '-5' }, order(COMPLETED, null, 0)],
    ['a figure that is no number', { status: 'In progress', remains: 'n/a', start_count: '1,200' }, order(INPROGRESS)],
    ['keys capitalised', { Status: 'Completed', Remains: '0', Start_count: '7', Charge: '1.2' }, order(COMPLETED, 7, 0, '1.2')],
    // the words, in any case and spelling
    ['Processing', { status: 'Processing' }, order(PROCESSING)],
    ['in_progress', { status: 'in_progress' }, order(INPROGRESS)],
    ['IN PROGRESS', { status: 'IN PROGRESS' }, order(INPROGRESS)],
    ['Inprogress', { status: 'Inprogress' }, order(INPROGRESS)],
    ['In-Progress', { status: ' In-Progress ' }, order(INPROGRESS)],
    ['pending', { status: 'pending' }, order(PENDING)],
    ['PARTIAL', { status: 'PARTIAL', remains: 1 }, order(PARTIAL, null, 1)],
    ['completed', { status: 'completed' }, order(COMPLETED)],
    ['Canceled', { status: 'Canceled', remains: 10 }, order(CANCELED, null, 10)],
    ['Cancelled', { status: 'Cancelled' }, order(CANCELED)],
    ['Refunded', { status: 'Refunded' }, order(CANCELED)],
  ];
  it.each(readable)('%s', (_name, raw, expected) => {
    const read = toStatusResult(raw);
    expect(read).toEqual({ ...expected, words: JSON.stringify(raw) });
  });

  const unreadable: [string, unknown, string][] = [
    ['no status at all', { remains: '10', charge: '1' }, 'Status entry without status'],
    ['an empty status', { status: '', remains: '10' }, 'Status entry without status'],
    ['a status that is no word', { status: 2 }, 'Status entry without status'],
    ['Fail', { status: 'Fail', remains: '10' }, 'Unknown status "Fail"'],
    ['Error', { status: 'Error' }, 'Unknown status "Error"'],
    ['Done', { status: 'Done' }, 'Unknown status "Done"'],
    ['a word that is an object key', { status: 'constructor' }, 'Unknown status "constructor"'],
    ['not an object', 'Completed', 'Unreadable status entry'],
    ['null', null, 'Unreadable status entry'],
    ['a list', [{ status: 'Completed' }], 'Unreadable status entry'],
  ];
  it.each(unreadable)('unreadable: %s, kept in the panel\'s words', (_name, raw, error) => {
    expect(toStatusResult(raw)).toEqual({ error, unreadable: JSON.stringify(raw) });
  });

  it('the panel\'s refusal of an id is its words, not an unreadable entry', () => {
    expect(toStatusResult({ error: 'Incorrect order ID' })).toEqual({ error: 'Incorrect order ID' });
    expect(toStatusResult({ Error: ' Incorrect order ID ' })).toEqual({ error: 'Incorrect order ID' });
  });

  it('keeps at most 300 characters of the panel\'s words', () => {
    const long = { status: 'Broken', note: 'x'.repeat(1000) };
    expect(toStatusResult(long)).toMatchObject({ unreadable: JSON.stringify(long).slice(0, 300) });
  });
});
