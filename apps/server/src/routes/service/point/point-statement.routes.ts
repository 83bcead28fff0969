import { errorSchema, pointStatementFilterSchema, pointStatementPageSchema, pointStatementQuerySchema } from '@snsshop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../context.js';
import { compressJson } from '../../../lib/compress.js';
import { sendCsv } from '../../../lib/csv-download.js';
import { currentMember } from '../../../plugins/authenticate.js';
import { memberPointStatement, statementPeriod } from '../../../services/points/point-statement.js';
import { pointStatementCsv } from '../../../services/points/point-statement-csv.js';

const tags = ['points'];
const security = [{ bearer: [] }];

/** The member's points statement (포인트 내역): every ledger row of the 3-month window, paged and as CSV. */
export const pointStatementRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/service/point-statement',
    {
      onRequest: app.authenticate,
      onSend: compressJson,
      schema: {
        tags,
        security,
        summary: '포인트 내역 한 페이지 (최근 3개월, 최신순, 20건)',
        description: 'kind는 내역 종류(charge, order, refund, adjust…), from·to는 한국 날짜(yyyy-mm-dd, 최근 3개월 안). 다음 페이지는 next의 cursor로 읽습니다. summary는 기간 전 잔액 + 증가 + 감소 = 기간 말 잔액입니다.',
        querystring: pointStatementQuerySchema,
        response: { 200: pointStatementPageSchema, 400: errorSchema, 401: errorSchema },
      },
    },
    (request) => memberPointStatement(ctx, currentMember(request).id, request.query),
  );

  // A stream of CSV text (no response schema: it is sent as it is read).
  app.get(
    '/service/point-statement.csv',
    { onRequest: app.authenticate, schema: { tags, security, summary: '포인트 내역 CSV 내려받기 (UTF-8, 오래된 순)', querystring: pointStatementFilterSchema } },
    async (request, reply) => {
      const period = statementPeriod(ctx, request.query);
      return sendCsv(reply, `point-statement-${period.fromDay}-${period.toDay}.csv`, pointStatementCsv(ctx, currentMember(request).id, request.query));
    },
  );
};
