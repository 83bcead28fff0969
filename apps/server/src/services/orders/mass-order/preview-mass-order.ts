import { readMassOrderText, type MassOrderPreview } from '@snsshop/shared';
import type { AppContext } from '../../../context.js';
import { isoNow } from '../../../lib/clock.js';
import type { OrderCaller } from '../placing/order-checks.js';
import { checkMassOrderLines } from './mass-order-lines.js';
import { massOrderSummary } from './mass-order-summary.js';
import { memberBalance } from './mass-order-key.js';

/** 대량 주문 미리보기: every line's product and price (or its Korean error) and what each way of ordering would do. Nothing is written. */
export async function previewMassOrder(ctx: AppContext, memberId: number, caller: OrderCaller, text: string): Promise<MassOrderPreview> {
  const checked = await checkMassOrderLines(ctx.db, memberId, caller, readMassOrderText(text), isoNow(ctx.clock));
  const lines = checked.map((c) => c.line);
  return { lines, ...massOrderSummary(lines, await memberBalance(ctx.db, memberId)) };
}
