import { formatWon, massOrderMessages as m, msg, readMassOrderText, type MassOrderBody, type MassOrderLine, type MassOrderResult, type Order } from '@snsshop/shared';
import { CompiledQuery } from 'kysely';
import type { AppContext } from '../../../context.js';
import { isUniqueViolation, type Trx } from '../../../db/database.js';
import { isoNow } from '../../../lib/clock.js';
import { badRequest, conflict } from '../../../lib/errors.js';
import type { OrderCaller, OrderInput } from '../placing/order-checks.js';
import { placeInTransaction, type OpenTransaction } from '../placing/plain-writer.js';
import { checkMassOrderLines, refusalOf } from './mass-order-lines.js';
import { claimMassOrderKey, memberBalance, recordMassOrderAnswer } from './mass-order-key.js';
import { massOrderSummary, placedSum } from './mass-order-summary.js';

const savepoint = CompiledQuery.raw('SAVEPOINT mass_line');
const rollbackTo = CompiledQuery.raw('ROLLBACK TO mass_line');
const release = CompiledQuery.raw('RELEASE mass_line');

/**
 * One line placed as an ordinary order — placeInTransaction, the plain writer's whole order (facts,
 * checks, quote, debit and ledger row, the link queue) — inside the submission's transaction, in a
 * savepoint of its own: a refused line leaves nothing behind, and its Korean reason is the answer.
 */
async function placeLine(ctx: AppContext, trx: Trx, memberId: number, caller: OrderCaller, input: OrderInput): Promise<Order | string> {
  const inSubmission: OpenTransaction = (_ctx, work) => work(trx);
  await trx.executeQuery(savepoint);
  try {
    const order = await placeInTransaction(ctx, inSubmission, { memberId, input, idempotencyKey: undefined, caller });
    await trx.executeQuery(release);
    return order!;
  } catch (err) {
    await trx.executeQuery(rollbackTo);
    await trx.executeQuery(release);
    // orders_member_active_link, as placeOrder answers it
    return isUniqueViolation(err) ? msg.order.activeSameLink : refusalOf(err);
  }
}

/**
 * 대량 주문: every line an ordinary order, all in one transaction keyed by the client's submission key
 * (a second tap, or the same submission twice at once, answers the first's result and places nothing).
 * `all`: every line or none — a line with an error or a balance short of the total refuses the whole
 * submission with the reason. `valid`: the lines without an error, top to bottom; a line the points
 * left no longer cover is not placed (남은 포인트 부족) and the next ones are still tried.
 */
export async function placeMassOrder(ctx: AppContext, memberId: number, caller: OrderCaller, body: MassOrderBody & { mode: 'all' | 'valid' }, key: string): Promise<MassOrderResult> {
  const at = isoNow(ctx.clock);
  return ctx.db.transaction().execute(async (trx) => {
    const first = await claimMassOrderKey(trx, memberId, key, body, at);
    if (first) return first;
    const checked = await checkMassOrderLines(trx, memberId, caller, readMassOrderText(body.text), at);
    const summary = massOrderSummary(
      checked.map((c) => c.line),
      await memberBalance(trx, memberId),
    );
    if (body.mode === 'all' && summary.allRefusal) throw badRequest(summary.allRefusal);
    // the money moves only as the member saw it: a price or a line that changed since the preview sends them back to it
    const total = body.mode === 'all' ? summary.valid : summary.validOnly;
    if (total.total !== body.total) throw conflict(m.totalChanged(formatWon(body.total), total.totalText));
    if (summary.valid.count === 0) throw badRequest(m.noValidLine);
    const lines: MassOrderLine[] = [];
    for (const { line, input } of checked) {
      if (!input) {
        lines.push(line);
        continue;
      }
      const placed = await placeLine(ctx, trx, memberId, caller, input);
      if (typeof placed !== 'string') lines.push({ ...line, orderId: placed.id, charge: placed.point, chargeText: formatWon(placed.point) });
      else if (body.mode === 'all') throw badRequest(m.lineError(line.lineNo, placed));
      else lines.push({ ...line, error: placed === msg.order.notEnoughPoints ? m.notEnoughForLine : placed });
    }
    const placed = placedSum(lines.filter((l) => l.orderId !== null));
    if (placed.count === 0) throw badRequest(summary.allRefusal ?? m.noValidLine);
    const balance = await memberBalance(trx, memberId);
    const result: MassOrderResult = { lines, placed, balance, balanceText: formatWon(balance), message: m.placed(placed.count, placed.totalText) };
    await recordMassOrderAnswer(trx, memberId, key, result);
    return result;
  });
}
