// 대량 주문: many lines of `상품번호 | 링크 | 수량`, each an ordinary order (docs/storefront-rules.md §2).
import { z } from 'zod';
import type { ServiceTypeRule } from '../catalog/service-types.js';
import { orderMessages } from './order-messages.js';
import { MAX_LINK_LENGTH } from './order-rules.js';

export const MAX_MASS_ORDER_LINES = 100;
/** room for 100 of the longest links with their service id and quantity */
export const MAX_MASS_ORDER_TEXT_LENGTH = MAX_MASS_ORDER_LINES * (MAX_LINK_LENGTH + 40);
/** the client's submission key; the server keeps it as `mass:<key>` beside the single orders' keys */
export const MAX_MASS_ORDER_KEY_LENGTH = 90;

export const massOrderMessages = {
  empty: '주문할 줄을 입력해주세요. 한 줄에 상품번호 | 링크 | 수량 순서로 입력합니다.',
  tooLong: '입력한 내용이 너무 깁니다. 한 번에 100줄까지 주문할 수 있습니다.',
  tooManyLines: (count: number) => `한 번에 ${MAX_MASS_ORDER_LINES}줄까지 주문할 수 있습니다 (지금 ${count}줄). 나눠서 주문해주세요.`,
  lineFormat: "형식이 올바르지 않습니다. '상품번호 | 링크 | 수량' 순서로 입력해주세요.",
  serviceIdInvalid: '상품번호는 숫자로 입력해주세요.',
  serviceNotFound: '없는 상품번호이거나 지금 판매하지 않는 상품입니다.',
  typedService: '댓글·패키지·구독처럼 추가 입력이 필요한 상품은 대량 주문할 수 없습니다. 주문하기 화면에서 주문해주세요.',
  duplicateLine: (lineNo: number) => `${lineNo}번째 줄과 상품과 링크가 같습니다. 같은 링크로는 한 번에 하나만 주문할 수 있습니다.`,
  lineError: (lineNo: number, error: string) => `${lineNo}번째 줄: ${error}`,
  notEnoughPoints: (total: string, balance: string, short: string) => `포인트가 부족합니다. 합계 ${total}, 보유 ${balance} (${short} 부족). 충전하거나 줄을 줄여주세요.`,
  notEnoughForLine: '남은 포인트가 부족해 주문하지 않았습니다.',
  noValidLine: '주문할 수 있는 줄이 없습니다. 줄마다 표시된 오류를 고쳐주세요.',
  keyRequired: '주문 요청 키가 없습니다. 화면을 새로고침한 뒤 다시 주문해주세요.',
  keyMismatch: '같은 요청 키로 다른 대량 주문을 보낼 수 없습니다. 화면을 새로고침해주세요.',
  totalChanged: (seen: string, now: string) => `미리보기 뒤에 가격이나 주문 가능 여부가 바뀌어 합계가 ${seen}에서 ${now}(으)로 달라졌습니다. 새 미리보기를 확인한 뒤 다시 주문해주세요.`,
  placed: (count: number, charged: string) => `${count}건을 주문했습니다 (${charged} 사용).`,
  previewFailed: '미리보기를 불러오지 못했습니다.',
  failed: '대량 주문에 실패했습니다.',
} as const;

/** The one kind of service a line can order: a link and a quantity, nothing else to fill in (Default). */
export const isLinkAndQuantityType = (rule: ServiceTypeRule) => rule.quantity === 'entered' && rule.fields.length === 0 && rule.autoOrders;

/** One line as read from the text: its number in the text (blank lines counted), and what it asks or why it cannot be read. */
export interface MassOrderLineRead {
  lineNo: number;
  text: string;
  serviceId: number | null;
  link: string;
  quantity: number | null;
  error: string | null;
}

const filledLines = (text: string) => text.split(/\r\n|\r|\n/).map((line, i) => ({ lineNo: i + 1, text: line.trim() })).filter((l) => l.text !== '');

/** How many lines the text orders (blank lines are skipped). */
export const massOrderLineCount = (text: string) => filledLines(text).length;

/** `상품번호 | 링크 | 수량`, or the three separated by spaces or tabs, as SMM panels take them. */
export function readMassOrderLine(lineNo: number, text: string): MassOrderLineRead {
  const parts = text.includes('|') ? text.split('|').map((p) => p.trim()) : text.split(/\s+/);
  const read: MassOrderLineRead = { lineNo, text, serviceId: null, link: '', quantity: null, error: null };
  if (parts.length !== 3 || parts.some((p) => p === '')) return { ...read, error: massOrderMessages.lineFormat };
  const [id, link, quantity] = parts as [string, string, string];
  const serviceId = /^\d{1,9}$/.test(id) ? Number(id) : 0;
  if (serviceId < 1) return { ...read, link, error: massOrderMessages.serviceIdInvalid };
  const amount = /^\d{1,9}$/.test(quantity.replace(/,/g, '')) ? Number(quantity.replace(/,/g, '')) : null;
  if (amount === null) return { ...read, serviceId, link, error: orderMessages.amountInvalid };
  return { ...read, serviceId, link, quantity: amount };
}

export const readMassOrderText = (text: string): MassOrderLineRead[] => filledLines(text).map((l) => readMassOrderLine(l.lineNo, l.text));

export const massOrderTextSchema = z
  .string(massOrderMessages.empty)
  .max(MAX_MASS_ORDER_TEXT_LENGTH, massOrderMessages.tooLong)
  .superRefine((text, c) => {
    const count = massOrderLineCount(text);
    if (count === 0) c.addIssue({ code: 'custom', message: massOrderMessages.empty });
    else if (count > MAX_MASS_ORDER_LINES) c.addIssue({ code: 'custom', message: massOrderMessages.tooManyLines(count) });
  });

/** `all`: every line or none; `valid`: the lines without an error, top to bottom while the points last. */
export const massOrderModeSchema = z.enum(['all', 'valid'], massOrderMessages.failed);
export type MassOrderMode = z.infer<typeof massOrderModeSchema>;

export const massOrderPreviewBodySchema = z.object({ text: massOrderTextSchema });
/** `total`: what the preview said this mode would cost (won); a submission that would now cost otherwise is refused (409), so no price moves unseen. */
export const massOrderBodySchema = z.object({ text: massOrderTextSchema, mode: massOrderModeSchema, total: z.number(massOrderMessages.failed).int(massOrderMessages.failed).min(0, massOrderMessages.failed) });
export type MassOrderBody = z.input<typeof massOrderBodySchema>;
export const massOrderKeyHeaderSchema = z.object({ 'idempotency-key': z.string(massOrderMessages.keyRequired).min(1, massOrderMessages.keyRequired).max(MAX_MASS_ORDER_KEY_LENGTH, massOrderMessages.keyRequired) });

const nullableInt = z.number().int().nullable();

/** One line as the server judged it: the product and the price (from the order's own checks and quote), or why not. */
export const massOrderLineSchema = z.object({
  lineNo: z.number().int(),
  text: z.string(),
  serviceId: nullableInt,
  serviceName: z.string().nullable(),
  link: z.string(),
  quantity: nullableInt,
  /** what the line costs, whole won (quoteOrder), with its text */
  charge: nullableInt,
  chargeText: z.string().nullable(),
  error: z.string().nullable(),
  /** the order the line became (a placed submission's answer) */
  orderId: nullableInt,
});
export type MassOrderLine = z.infer<typeof massOrderLineSchema>;

const wonSum = { count: z.number().int(), total: z.number().int(), totalText: z.string() };

export const massOrderPreviewSchema = z.object({
  lines: z.array(massOrderLineSchema),
  /** every line without an error: their count and summed charge */
  valid: z.object(wonSum),
  invalidCount: z.number().int(),
  balance: z.number().int(),
  balanceText: z.string(),
  /** why 모두 주문 cannot go (the first bad line, or the points), or null when it can */
  allRefusal: z.string().nullable(),
  /** what 오류 없는 줄만 주문 places: valid lines top to bottom, each while the points left cover it */
  validOnly: z.object(wonSum),
});
export type MassOrderPreview = z.infer<typeof massOrderPreviewSchema>;

export const massOrderResultSchema = z.object({
  lines: z.array(massOrderLineSchema),
  placed: z.object(wonSum),
  balance: z.number().int(),
  balanceText: z.string(),
  message: z.string(),
});
export type MassOrderResult = z.infer<typeof massOrderResultSchema>;
