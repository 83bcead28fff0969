import type { StatusResult, SubscriptionReport } from './provider.js';
import { decimalOrNull, intOrNull, keysFolded } from './smm-api-v2-answers.js';
import { isSubscriptionWord, normaliseStatusWord, normaliseSubscriptionWord, subscriptionOrderStatus } from './status-words.js';

/** Most child order ids kept of one subscription's answer. */
const MAX_CHILD_ORDERS = 500;
/** Most characters of a panel's entry kept to show the owner. */
const MAX_WORDS = 300;

const wordsOf = (raw: unknown) => {
  let text: string;
  try {
    text = JSON.stringify(raw) ?? String(raw);
  } catch {
    text = String(raw);
  }
  return text.slice(0, MAX_WORDS);
};

/** Child ids arrive as an array of numbers or strings, or a comma-separated text. */
function childOrders(orders: unknown): string[] {
  const raw = Array.isArray(orders) ? orders : typeof orders === 'string' ? orders.split(',') : [];
  const ids = raw.map((o) => (typeof o === 'number' || typeof o === 'string' ? String(o).trim() : '')).filter((o) => /^[\w-]{1,40}$/.test(o));
  return ids.slice(0, MAX_CHILD_ORDERS);
}

/**
 * One entry of a `status` answer, as panels really write it (docs/upstream-protocol.md): keys in any
 * case; `start_count`, `remains` and `charge` as numbers, numeric strings, "", null or left out — a
 * figure that is not there is unknown (null), and nothing about money is decided on an unknown; the
 * status word in any case and spelling (status-words.ts). An entry carrying `posts` or `orders`, or a
 * word only subscriptions use, is a subscription's (`{"status":"Active","posts":"1","orders":[90080],
 * "expiry":true}` is the documented shape: no figures at all).
 * `{"error": …}` is the panel's refusal of that id. An entry is unreadable only when its status is
 * missing or a word no panel documents: then the answer keeps the panel's words for the owner.
 */
export function toStatusResult(raw: unknown): StatusResult {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return { error: 'Unreadable status entry', unreadable: wordsOf(raw) };
  const e = keysFolded(raw as Record<string, unknown>);
  const word = typeof e.status === 'string' ? e.status.trim() : '';
  if (word === '' && typeof e.error === 'string' && e.error.trim() !== '') return { error: e.error.trim() };
  const asOrder = normaliseStatusWord(word);
  const asSubscription = normaliseSubscriptionWord(word);
  if (asOrder === null && asSubscription === null) {
    return { error: word === '' ? 'Status entry without status' : `Unknown status "${word.slice(0, 40)}"`, unreadable: wordsOf(raw) };
  }
  const remains = intOrNull(e.remains);
  const figures = {
    startCount: intOrNull(e.start_count),
    // Over-delivery shows up as negative remains on some panels: nothing is left to deliver.
    remains: remains === null ? null : Math.max(0, remains),
    charge: decimalOrNull(e.charge),
    words: wordsOf(raw),
  };
  const looksLikeSubscription = e.posts !== undefined || e.orders !== undefined || isSubscriptionWord(word);
  if (asSubscription !== null && looksLikeSubscription) {
    const posts = intOrNull(e.posts);
    const subscription: SubscriptionReport = { state: asSubscription, posts: posts === null ? null : Math.max(0, posts), orders: e.orders === undefined || e.orders === null ? null : childOrders(e.orders) };
    return { status: subscriptionOrderStatus(asSubscription), ...figures, subscription };
  }
  // (Expired, the one word orders do not use, always reads as a subscription's above)
  return asOrder === null ? { error: `Unknown status "${word.slice(0, 40)}"`, unreadable: figures.words } : { status: asOrder, ...figures };
}
