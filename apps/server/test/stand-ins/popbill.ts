import crypto from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import Fastify from 'fastify';
import { linkhubSignature, POPBILL_NOT_FOUND } from '../../src/payments/popbill-client.js';

/**
 * A local Popbill for tests: Linkhub's token endpoint (checks the signature) and the cash-bill and
 * tax-invoice calls the shop makes — RegistIssue, RevokeRegistIssue and GetInfo by document key —
 * with Popbill's answer shapes and error codes. It can refuse, answer late (after doing the work),
 * and hang without doing anything.
 */
export interface StandInDocument {
  type: 'cashbill' | 'taxinvoice';
  mgtKey: string;
  /** The request body as sent (amounts as Popbill takes them: text). */
  body: Record<string, unknown>;
  confirmNum: string;
  tradeDate: string;
  /** ISSUE or REVOKEISSUE */
  action: string;
}

export interface StandInPopbill {
  url: string;
  linkId: string;
  secretKey: string;
  corpNum: string;
  /** Every document issued, by key: a key issued twice would show as a refused second call, never two. */
  documents: Map<string, StandInDocument>;
  /** Issue calls received (POST /Cashbill, /Taxinvoice), whatever their outcome. */
  issueCalls: { path: string; action: string; mgtKey: string }[];
  lookups: string[];
  /** The next N issue calls are refused with this code and message. */
  refuse: { next: number; code: number; message: string };
  /** The next N issue calls do their work but answer only after delayMs (a lost answer when it beats the deadline). */
  late: { next: number; delayMs: number };
  /** The next N issue calls do nothing and answer after delayMs with a 502. */
  hang: { next: number; delayMs: number };
  close(): Promise<void>;
}

const today = () => new Date(Date.now() + 9 * 3600_000).toISOString().slice(0, 10).replaceAll('-', '');

export async function startStandInPopbill(): Promise<StandInPopbill> {
  const linkId = 'SNSSHOP';
  const secretKey = crypto.randomBytes(32).toString('base64');
  const corpNum = '1234567890';
  const documents = new Map<string, StandInDocument>();
  const issueCalls: StandInPopbill['issueCalls'] = [];
  const lookups: string[] = [];
  const refuse = { next: 0, code: -99999999, message: '' };
  const late = { next: 0, delayMs: 0 };
  const hang = { next: 0, delayMs: 0 };
  const sessions = new Set<string>();
  const app = Fastify({ logger: false, forceCloseConnections: true });
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => done(null, body));

  app.post('/:serviceId/Token', async (request, reply) => {
    const { serviceId } = request.params as { serviceId: string };
    const raw = String(request.body ?? '');
    const date = String(request.headers['x-lh-date'] ?? '');
    const expected = `LINKHUB ${linkId} ${linkhubSignature(secretKey, raw, date, `/${serviceId}/Token`)}`;
    if (request.headers.authorization !== expected || request.headers['x-lh-version'] !== '2.0') {
      return reply.status(401).send({ code: -99999898, message: '인증 정보가 올바르지 않습니다.' });
    }
    const body = JSON.parse(raw) as { access_id?: string; scope?: string[] };
    if (body.access_id !== corpNum) return reply.status(400).send({ code: -99001006, message: '연동회원이 아닙니다.' });
    const token = crypto.randomBytes(16).toString('hex');
    sessions.add(token);
    return { session_token: token, serviceID: serviceId, linkID: linkId, usercode: 'standin', ipaddress: '127.0.0.1', expiration: new Date(Date.now() + 3600_000).toISOString(), scope: body.scope };
  });

  const authorized = (auth: string | undefined) => auth?.startsWith('Bearer ') === true && sessions.has(auth.slice(7));

  async function issue(path: string, type: StandInDocument['type'], request: { headers: Record<string, unknown>; body: unknown }) {
    if (!authorized(request.headers.authorization as string | undefined)) return { status: 401, body: { code: -99999897, message: '토큰이 유효하지 않습니다.' } };
    const action = String(request.headers['x-http-method-override'] ?? '');
    const body = JSON.parse(String(request.body)) as Record<string, unknown>;
    const mgtKey = String(type === 'cashbill' ? body.mgtKey : body.invoicerMgtKey);
    issueCalls.push({ path, action, mgtKey });
    if (hang.next > 0) {
      hang.next -= 1;
      await sleep(hang.delayMs);
      return { status: 502, body: { code: -99999999, message: 'bad gateway' } };
    }
    if (refuse.next > 0) {
      refuse.next -= 1;
      return { status: 400, body: { code: refuse.code, message: refuse.message } };
    }
    if (documents.has(mgtKey)) return { status: 400, body: { code: type === 'cashbill' ? -14000001 : -11000001, message: '이미 사용중인 문서번호입니다.' } };
    if (type === 'cashbill' && action === 'REVOKEISSUE') {
      const org = [...documents.values()].find((d) => d.confirmNum === body.orgConfirmNum && d.tradeDate === body.orgTradeDate);
      if (!org) return { status: 400, body: { code: -14000016, message: '원본 현금영수증을 찾을 수 없습니다.' } };
    }
    if (type === 'taxinvoice' && body.modifyCode !== undefined && ![...documents.values()].some((d) => d.confirmNum === body.orgNTSConfirmNum)) {
      return { status: 400, body: { code: -11000016, message: '원본 세금계산서의 국세청승인번호가 올바르지 않습니다.' } };
    }
    const confirmNum = type === 'cashbill' ? crypto.randomInt(100_000_000, 1_000_000_000).toString() : `${today()}41000000${crypto.randomBytes(4).toString('hex')}`;
    const doc: StandInDocument = { type, mgtKey, body, confirmNum, tradeDate: today(), action };
    documents.set(mgtKey, doc);
    const answer = type === 'cashbill' ? { code: 1, message: '발행완료', confirmNum, tradeDate: doc.tradeDate } : { code: 1, message: '발행완료', ntsConfirmNum: confirmNum };
    if (late.next > 0) {
      late.next -= 1;
      await sleep(late.delayMs);
    }
    return { status: 200, body: answer };
  }

  app.post('/Cashbill', async (request, reply) => {
    const r = await issue('/Cashbill', 'cashbill', request);
    return reply.status(r.status).send(r.body);
  });
  app.post('/Taxinvoice', async (request, reply) => {
    const r = await issue('/Taxinvoice', 'taxinvoice', request);
    return reply.status(r.status).send(r.body);
  });

  const info = (type: StandInDocument['type']) => async (request: { headers: Record<string, unknown>; params: unknown }, reply: { status: (n: number) => { send: (b: unknown) => unknown } }) => {
    if (!authorized(request.headers.authorization as string | undefined)) return reply.status(401).send({ code: -99999897, message: '토큰이 유효하지 않습니다.' });
    const { mgtKey } = request.params as { mgtKey: string };
    lookups.push(mgtKey);
    const d = documents.get(mgtKey);
    if (!d || d.type !== type) return reply.status(400).send({ code: POPBILL_NOT_FOUND[type], message: '해당 문서번호의 문서가 존재하지 않습니다.' });
    return type === 'cashbill'
      ? reply.status(200).send({ itemKey: `I${d.confirmNum}`, mgtKey, tradeDate: d.tradeDate, stateCode: 304, confirmNum: d.confirmNum, totalAmount: d.body.totalAmount })
      : reply.status(200).send({ itemKey: `I${d.confirmNum}`, invoicerMgtKey: mgtKey, writeDate: d.body.writeDate, stateCode: 300, ntsconfirmNum: d.confirmNum, totalAmount: d.body.totalAmount });
  };
  app.get('/Cashbill/:mgtKey', info('cashbill'));
  app.get('/Taxinvoice/SELL/:mgtKey', info('taxinvoice'));

  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { url, linkId, secretKey, corpNum, documents, issueCalls, lookups, refuse, late, hang, close: () => app.close() };
}
