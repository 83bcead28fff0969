import { formatWon, isLinkAndQuantityType, massOrderMessages as m, orderBodySchema, serviceTypeRule, type MassOrderLine, type MassOrderLineRead } from '@snsshop/shared';
import type { Executor } from '../../../db/database.js';
import { AppError } from '../../../lib/errors.js';
import { checkMember, orderToPay, type OrderCaller, type OrderInput } from '../placing/order-checks.js';
import { orderContext } from '../placing/order-facts.js';

/** A line as the order's own checks judged it, and the order it asks for when it passed. */
export interface CheckedLine {
  line: MassOrderLine;
  input: OrderInput | null;
}

/** The refusal a line's order gives (a 4xx AppError), or the error rethrown (anything else is not the line's fault). */
export function refusalOf(err: unknown): string {
  if (err instanceof AppError && err.statusCode >= 400 && err.statusCode < 500 && err.statusCode !== 401) return err.message;
  throw err;
}

/**
 * Each line through the checks placeOrder makes before it writes — the same read (orderContext), the
 * same checks and price (orderToPay, whose quote is quoteOrder's) — without writing anything; plus the
 * two a submission adds: only a link + quantity service, and one line per service and link.
 */
export async function checkMassOrderLines(db: Executor, memberId: number, caller: OrderCaller, read: MassOrderLineRead[], at: string): Promise<CheckedLine[]> {
  const ids = [...new Set(read.flatMap((r) => (r.serviceId === null ? [] : [r.serviceId])))];
  const names = new Map(ids.length === 0 ? [] : (await db.selectFrom('services').select(['id', 'text']).where('id', 'in', ids).where('visible', '=', 1).execute()).map((s) => [s.id, s.text]));
  const firstLineOf = new Map<string, number>();
  const checked: CheckedLine[] = [];
  for (const r of read) {
    const line: MassOrderLine = { ...r, serviceName: (r.serviceId !== null && names.get(r.serviceId)) || null, charge: null, chargeText: null, orderId: null };
    const refuse = (error: string) => checked.push({ line: { ...line, error }, input: null });
    if (r.error) {
      refuse(r.error);
      continue;
    }
    const parsed = orderBodySchema.safeParse({ serviceId: r.serviceId, link: r.link, amount: r.quantity });
    if (!parsed.success) {
      refuse(parsed.error.issues[0]!.message);
      continue;
    }
    const input = parsed.data;
    const found = checkMember((await orderContext(db, { memberId, serviceId: input.serviceId, link: input.link })).rows[0], caller);
    const rule = found.service_id === null || found.category_id === null ? undefined : serviceTypeRule(found.service_type!);
    if (rule === undefined) refuse(m.serviceNotFound);
    else if (!rule || !isLinkAndQuantityType(rule)) refuse(m.typedService);
    else if (firstLineOf.has(`${input.serviceId} ${input.link}`)) refuse(m.duplicateLine(firstLineOf.get(`${input.serviceId} ${input.link}`)!));
    else {
      let charge: number;
      try {
        charge = orderToPay(found, memberId, input, at).quote.charge;
      } catch (err) {
        refuse(refusalOf(err));
        continue;
      }
      firstLineOf.set(`${input.serviceId} ${input.link}`, r.lineNo);
      checked.push({ line: { ...line, charge, chargeText: formatWon(charge) }, input });
    }
  }
  return checked;
}
