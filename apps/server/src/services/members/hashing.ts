import crypto from 'node:crypto';
import type { AppContext } from '../../context.js';
import { accountKit } from './account-kit.js';

/** Keyed hash (HMAC-SHA256, hex): a stolen table alone cannot be searched or brute-forced offline. */
export function keyedHash(ctx: AppContext, value: string): string {
  return crypto.createHmac('sha256', accountKit(ctx).secrets.lookupKey).update(value).digest('hex');
}

export function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && crypto.timingSafeEqual(x, y);
}

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'; // no 0/O, 1/I/L look-alikes

/** Uniformly random characters from an alphabet (crypto.randomInt, no modulo bias). */
export function randomCode(length: number, alphabet = CODE_ALPHABET): string {
  let out = '';
  for (let i = 0; i < length; i += 1) out += alphabet[crypto.randomInt(alphabet.length)];
  return out;
}
