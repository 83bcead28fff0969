import { OrderStatus } from '@snsshop/shared';

const byWord: Record<string, OrderStatus> = {
  pending: OrderStatus.PENDING,
  inprogress: OrderStatus.INPROGRESS,
  completed: OrderStatus.COMPLETED,
  partial: OrderStatus.PARTIAL,
  processing: OrderStatus.PROCESSING,
  canceled: OrderStatus.CANCELED,
  cancelled: OrderStatus.CANCELED,
  refunded: OrderStatus.CANCELED,
};

/**
 * Panels vary case and spacing (`In progress`, `in_progress`, `IN PROGRESS`). Anything else,
 * `Fail` and `Error` included, is null: a money decision must never rest on a guessed status.
 */
export function normaliseStatusWord(word: unknown): OrderStatus | null {
  if (typeof word !== 'string') return null;
  return byWord[word.toLowerCase().replace(/[\s_-]+/g, '')] ?? null;
}
