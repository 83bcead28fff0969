import { msg } from '@snsshop/shared/common';
import { ApiError, errorMessage } from '../../../lib/api-client';

/**
 * docs/storefront-rules.md §8, code send: 400 bad format, 409 already taken, anything else a general error.
 * A 429 (sent too recently / too often) is newer than docs/storefront-rules.md §8; its own message says when to retry.
 */
export function sendCodeErrorMessage(err: unknown, taken: string): string {
  if (!(err instanceof ApiError)) return msg.common.error;
  if (err.status === 400) return msg.code.badFormat;
  if (err.status === 409) return taken;
  if (err.status === 429) return errorMessage(err, msg.common.tooManyRequests);
  return msg.common.error;
}
