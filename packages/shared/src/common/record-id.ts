import { z } from 'zod';

/** The largest id a row gets (PostgreSQL's integer). */
export const MAX_RECORD_ID = 2_147_483_647;

const plainDecimal = /^[1-9][0-9]{0,9}$/;

/**
 * A record's id as written in an address, a query or a form: digits only, the first not 0 — no sign,
 * no spaces, no other notation. Number() reads "0x1f", "31.0", "31e0", "+31", " 31" and "031" all as
 * a real id, so an id that is not plain decimal names no record at all.
 */
export function parseRecordId(text: string): number | null {
  if (!plainDecimal.test(text)) return null;
  const id = Number(text);
  return id <= MAX_RECORD_ID ? id : null;
}

/**
 * An id written as text (an address's `:id`, a query filter), `message` for any other: in an address
 * the server answers 404 as for an id that does not exist, in a query 400.
 */
export const recordIdText = (message: string) =>
  z
    .string(message)
    .regex(plainDecimal, message)
    .transform(Number)
    .refine((id) => id <= MAX_RECORD_ID, message);

/** `{ id }` of a route for one record (`/…/:id`). */
export const recordIdParams = (message: string) => z.object({ id: recordIdText(message) });

/** An id in a JSON body: a whole number in range (a string, even "31", is refused: JSON has numbers). */
export const recordIdField = (message: string) => z.number(message).int(message).min(1, message).max(MAX_RECORD_ID, message);
