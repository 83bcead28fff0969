import crypto from 'node:crypto';
import { msg } from '@snsshop/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { AppError, unauthorized } from '../../lib/errors.js';
import { handlePayActionMatch } from '../../services/charges/handle-payaction-match.js';
import { handleTossWebhook } from '../../services/charges/handle-toss-webhook.js';
import { recordDeposit } from '../../services/charges/record-deposit.js';

const tags = ['webhooks'];
const okSchema = z.object({ status: z.string(), chargeId: z.number().int().optional() });

/** Constant-time comparison of a presented secret with the configured one; unset never matches. */
function sameSecret(presented: unknown, expected: string | undefined): boolean {
  if (!expected || typeof presented !== 'string') return false;
  const a = crypto.createHash('sha256').update(presented).digest();
  const b = crypto.createHash('sha256').update(expected).digest();
  return crypto.timingSafeEqual(a, b);
}

const payactionBody = z.object({
  order_number: z.string().min(1).max(22),
  order_status: z.string().max(40).optional(),
  processing_date: z.string().max(40).optional(),
});

const depositBody = z.object({
  traceId: z.string().trim().min(1).max(200),
  amount: z.number().int().positive().max(1_000_000_000),
  depositor: z.string().trim().min(1).max(100),
  depositedAt: z.iso.datetime({ offset: true }),
});

const tossBody = z.looseObject({
  eventType: z.string().optional(),
  data: z.looseObject({ paymentKey: z.string().min(1).max(200).optional() }).optional(),
});

/**
 * Deliveries from payment systems. No member token: each source proves itself its own way.
 * The JSON parser here keeps the raw bytes (only in this plugin), because the deposit feed's
 * signature is computed over exactly what was sent.
 */
export const webhookRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const rawBodies = new WeakMap<FastifyRequest, Buffer>();
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    const raw = body as Buffer;
    rawBodies.set(request, raw);
    try {
      done(null, JSON.parse(raw.toString('utf8')));
    } catch {
      done(new AppError(400, msg.common.badRequest), undefined);
    }
  });

  const pa = ctx.config.charges.payaction;
  app.post(
    '/webhooks/payaction',
    {
      onRequest: async (request) => {
        if (!sameSecret(request.headers['x-webhook-key'], pa.webhookKey) || !sameSecret(request.headers['x-mall-id'], pa.mallId)) {
          throw unauthorized(msg.common.unauthorized);
        }
      },
      schema: {
        tags,
        summary: '입금 자동매칭 알림 (PayAction)',
        headers: z.object({ 'x-trace-id': z.string().min(1).max(200) }),
        body: payactionBody,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      if (request.body.order_status !== undefined && request.body.order_status !== '매칭완료') return { status: 'success' };
      const outcome = await handlePayActionMatch(ctx, {
        traceId: request.headers['x-trace-id'],
        orderNumber: request.body.order_number,
        processingDate: request.body.processing_date,
      });
      if (outcome === 'unknown' || outcome === 'parked') request.log.warn({ outcome, orderNumber: request.body.order_number }, 'deposit match needs a person');
      return { status: 'success' };
    },
  );

  app.post(
    '/webhooks/deposits',
    {
      onRequest: async () => {
        if (!ctx.config.charges.depositFeedSecret) throw unauthorized(msg.common.unauthorized);
      },
      preValidation: async (request) => {
        const secret = ctx.config.charges.depositFeedSecret!;
        const raw = rawBodies.get(request) ?? Buffer.alloc(0);
        const expected = crypto.createHmac('sha256', secret).update(raw).digest('hex');
        const presented = String(request.headers['x-signature'] ?? '').replace(/^sha256=/, '').toLowerCase();
        if (!sameSecret(presented, expected)) throw unauthorized(msg.common.unauthorized);
      },
      schema: { tags, summary: '입금 내역 수신 (서명된 피드)', body: depositBody, response: { 200: okSchema } },
    },
    async (request) => recordDeposit(ctx, request.body),
  );

  app.post(
    '/webhooks/toss',
    { schema: { tags, summary: '토스페이먼츠 웹훅 (결제 재조회 후 반영)', body: tossBody, response: { 200: okSchema } } },
    async (request) => {
      const paymentKey = request.body.data?.paymentKey;
      if (!paymentKey) return { status: 'ignored' };
      return { status: await handleTossWebhook(ctx, paymentKey) };
    },
  );
};
