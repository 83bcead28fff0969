import type { AccountMessageEvent } from '@snsshop/shared';
import type { Selectable } from 'kysely';
import type { NotificationsTable } from '../../db/schema.js';
import { templates } from '../../notify/templates.js';

type Row = Pick<Selectable<NotificationsTable>, 'event' | 'phone' | 'email' | 'vars'>;

/** The variable that holds each message's secret; it leaves the row once the message is sent or given up. */
const secretOf: Record<AccountMessageEvent, string | null> = { 'account.code': 'code', 'account.find_id': null, 'account.password_reset': 'link' };

/** Written into a sent or given-up row instead of the code or link, so the owner's log never holds a live secret. */
export const REDACTED = '(발송 후 삭제됨)';

/** When the message stops being worth sending (the code's or link's own expiry), kept beside its variables. */
export const EXPIRES_VAR = 'expiresAt';

const varsOf = (row: Pick<Row, 'vars'>) => JSON.parse(row.vars) as Record<string, string>;

export function accountMessageExpired(row: Pick<Row, 'vars'>, now: string): boolean {
  const until = varsOf(row)[EXPIRES_VAR];
  return until !== undefined && until <= now;
}

/** The row's variables with its secret replaced: written in the same UPDATE that records the outcome. */
export function redactedVars(row: Pick<Row, 'event' | 'vars'>): string {
  const key = secretOf[row.event as AccountMessageEvent];
  const vars = varsOf(row);
  if (key && key in vars) vars[key] = REDACTED;
  return JSON.stringify(vars);
}

/** The subject and text the member receives; the row carries only the one address the member typed. */
export function accountMessageText(row: Row): { subject: string; text: string } {
  const vars = varsOf(row);
  const to = row.email ?? '';
  const event = row.event as AccountMessageEvent;
  if (event === 'account.code') {
    return row.phone ? { subject: '', text: templates.smsCode(vars.code ?? '') } : templates.emailCode(to, vars.code ?? '');
  }
  if (event === 'account.find_id') return templates.findId(to, vars.loginId ?? '');
  return templates.resetPassword(to, vars.link ?? '');
}
