import { callWithDeadline, OutsideSystemError, type CallAnswer } from '../lib/call-with-deadline.js';

/** The Bot API refused the message, or gave no usable answer. */
export class TelegramError extends OutsideSystemError {}

/** Telegram Bot API sendMessage to one chat; the base URL is config so tests use a stand-in. */
export function createTelegram(t: { baseUrl: string; botToken: string; chatId: string }, fetchFn: typeof fetch = globalThis.fetch) {
  const url = `${t.baseUrl.replace(/\/+$/, '')}/bot${t.botToken}/sendMessage`;
  return {
    async send(text: string): Promise<void> {
      let answer: CallAnswer;
      try {
        answer = await callWithDeadline(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ chat_id: t.chatId, text }) }, { timeoutMs: 10_000, fetch: fetchFn, unavailableStatuses: [429] });
      } catch (err) {
        // Never the URL: it carries the bot token.
        if (err instanceof OutsideSystemError) throw new TelegramError('unavailable', `Telegram unreachable: ${err.message}`, err.httpStatus);
        throw err;
      }
      const body = answer.body as { ok?: boolean; error_code?: number; description?: string } | null;
      if (!answer.ok || body?.ok !== true) throw new TelegramError('refused', `Telegram refused: HTTP ${answer.status} ${body?.description ?? ''}`.trim(), answer.status);
    },
  };
}
