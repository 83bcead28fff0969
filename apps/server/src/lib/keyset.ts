import { badRequest } from './errors.js';

/** Where a page of a member's list starts: the creation time and id of the last row before it. */
export interface Keyset {
  createdAt: string;
  id: number;
}

export const encodeCursor = (k: Keyset) => Buffer.from(`${k.createdAt}|${k.id}`).toString('base64url');

/** A cursor as the client sent it back; anything that is not one answers 400 with `invalid`. */
export function decodeCursor(cursor: string, invalid: string): Keyset {
  const [createdAt, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const n = Number(id);
  if (!createdAt || Number.isNaN(Date.parse(createdAt)) || !Number.isSafeInteger(n) || n <= 0) throw badRequest(invalid);
  return { createdAt, id: n };
}

/**
 * The cursors of the pages after one ending at `last`, from the keys of up to `size × (pagesAhead − 1) + 1`
 * rows that follow it (newest first): one per page that holds a row, at most `pagesAhead`.
 */
export function nextCursors(last: Keyset | undefined, ahead: readonly Keyset[], size: number): string[] {
  const next: string[] = [];
  if (last && ahead.length > 0) next.push(encodeCursor(last));
  for (let i = size - 1; i < ahead.length - 1; i += size) next.push(encodeCursor(ahead[i]!));
  return next;
}

/** How many row keys to read after a page for `nextCursors`. */
export const aheadLimit = (size: number, pagesAhead: number) => size * (pagesAhead - 1) + 1;
