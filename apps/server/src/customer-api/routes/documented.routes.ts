import {
  API_KEY_HEADER,
  apiBalanceSchema,
  apiOrderResponseSchema,
  apiServiceSchema,
  apiStatusParamsSchema,
  apiStatusSchema,
  errorSchema,
  msg,
  orderBodySchema,
} from '@snsshop/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { AppError, notFound, unauthorized } from '../../lib/errors.js';
import { apiKeyBalance, type ApiKeyMember } from '../../services/members/api-keys.js';
import { placeOrder } from '../../services/orders/place-order.js';
import { listApiServices } from '../api-catalog.js';
import { findOwnOrder, parseId, toApiStatus } from '../api-orders.js';
import { passGate } from '../gate.js';
import type { CustomerApiLimits } from '../rate-limit.js';

const tags = ['customer-api'];
const security = [{ apiKey: [] }];
const refusals = { 401: errorSchema, 429: errorSchema };

/**
 * The documented API of docs/storefront-rules.md §2 (/api) and §7, authenticated by the `api-key` header only
 * (never a path or query). Orders go through the web's use case: same checks, messages, ledger,
 * Idempotency-Key and dispatch. Another member's order answers 404 exactly like a missing one.
 */
export const documentedRoutes: FastifyPluginAsyncZod<{ ctx: AppContext; limits: CustomerApiLimits }> = async (app, { ctx, limits }) => {
  const members = new WeakMap<FastifyRequest, ApiKeyMember>();
  const member = (request: FastifyRequest) => {
    const found = members.get(request);
    if (!found) throw unauthorized(msg.customerApi.invalidKey);
    return found;
  };

  app.addHook('onRequest', async (request, reply) => {
    const gate = await passGate(ctx, limits, request, reply, request.headers[API_KEY_HEADER]);
    if (!gate.ok) throw gate.refused === 'key' ? unauthorized(msg.customerApi.invalidKey) : new AppError(429, msg.customerApi.tooManyRequests(gate.limit));
    members.set(request, gate.member);
  });

  app.get(
    '/services',
    { schema: { tags, security, summary: '상품 목록', response: { 200: z.array(apiServiceSchema), ...refusals } } },
    (request) => listApiServices(ctx.db, member(request).tierDiscountPct),
  );

  app.post(
    '/order',
    {
      schema: {
        tags,
        security,
        summary: '주문하기 (runs·interval을 넣으면 자동주문)',
        headers: z.object({ 'idempotency-key': z.string().min(1).max(100).optional() }),
        // coupons are the web form's (a member typing a code); the customer APIs take none
        body: orderBodySchema.omit({ couponCode: true }),
        response: { 201: apiOrderResponseSchema, 400: errorSchema, 409: errorSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const m = member(request);
      const order = await placeOrder(ctx, m.id, request.body, request.headers['idempotency-key'], { apiKeyHash: m.keyHash });
      return reply.status(201).send({ wId: order.id });
    },
  );

  app.get(
    '/status/:wId',
    { schema: { tags, security, summary: '주문 상태', params: apiStatusParamsSchema, response: { 200: apiStatusSchema, 404: errorSchema, ...refusals } } },
    async (request) => {
      const id = parseId(request.params.wId);
      const found = id === null ? null : await findOwnOrder(ctx, member(request).id, id);
      if (!found) throw notFound(msg.customerApi.orderNotFound);
      return toApiStatus(found);
    },
  );

  app.get(
    '/balance',
    { schema: { tags, security, summary: '보유 포인트', response: { 200: apiBalanceSchema, ...refusals } } },
    async (request) => ({ balance: await apiKeyBalance(ctx, member(request)), currency: 'KRW' as const }),
  );
};
