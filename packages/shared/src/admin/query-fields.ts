import { z } from 'zod';
import { msg } from '../common/messages.js';
import { recordIdText } from '../common/record-id.js';

/** Optional filters of the console's list queries: empty text reads as absent. */
const m = msg.admin;

export const optionalQueryText = (max: number) =>
  z
    .string()
    .max(max, msg.common.badFormat)
    .optional()
    .transform((v) => (v == null || v.trim() === '' ? undefined : v.trim()));
export const optionalQueryId = recordIdText(m.idInvalid).optional();
/** yyyy-mm-dd (a Korean calendar day) or a full ISO timestamp. */
export const optionalQueryDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2}))?$/, m.dateInvalid)
  .optional();
