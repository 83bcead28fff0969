import { buildApp } from './app.js';
import { ConfigError, loadConfig, type Config } from './config.js';
import { buildCustomerApi } from './customer-api/build-customer-api.js';
import { markServerRunning } from './db/backup/server-lock.js';

/** In-flight requests and sweeps get this long to finish on SIGTERM; then the process exits anyway (every send is recorded before it starts). */
const SHUTDOWN_GRACE_MS = 5_000;

/** The address to print: a wildcard listen address is reached as localhost. */
const displayHost = (config: Config) => (config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host);

function banner(config: Config, port: number, apiPort: number, demoLogin: { id: string; password: string } | null, seeded: boolean) {
  const host = displayHost(config);
  const lines = [
    '',
    '  SNS 성장 서비스 스토어가 시작되었습니다.',
    `  ▶ 쇼핑몰:      http://${host}:${port}`,
    `  ▶ API 문서:    http://${host}:${port}/rest/openapi.json`,
    `  ▶ 고객 API:    http://${host}:${apiPort} (api-key 헤더 · OpenAPI /openapi.json · SMM API v2 /api/v2)`,
    `  ▶ 데이터베이스: ${config.databaseUrl ? 'PostgreSQL' : `SQLite (${config.dataDir}/shop.db)`}`,
  ];
  if (config.customerApi.publicUrl !== `http://${host}:${apiPort}`) lines.push(`  ▶ /api 화면에 안내하는 고객 API 주소: ${config.customerApi.publicUrl}`);
  if (seeded) lines.push('  ▶ 처음 실행이라 데모 상품·공지·설정을 넣었습니다.');
  if (demoLogin) {
    lines.push(`  ▶ 데모 회원 로그인: 아이디 ${demoLogin.id} / 비밀번호 ${demoLogin.password} (포인트 100,000원 보유)`);
  }
  lines.push('');
  console.log(lines.join('\n'));
}

async function main() {
  let config: Config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(2);
    }
    throw err;
  }
  const app = await buildApp(config);
  // `npm run admin -- restore` refuses while this mark names a live process.
  const release = markServerRunning(config.dataDir);
  app.addHook('onClose', async () => release());
  // The customer API shares the shop's context and database; it closes first, the shop (and database) after.
  const customerApi = await buildCustomerApi(app.ctx, config);
  let stopping = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    const listeners = [customerApi, app];
    const deadline = setTimeout(() => {
      app.log.warn({ graceMs: SHUTDOWN_GRACE_MS }, 'shutdown grace over: closing the remaining connections');
      for (const l of listeners) l.drain.closeAll();
      setTimeout(() => process.exit(1), 1_000).unref();
    }, SHUTDOWN_GRACE_MS);
    deadline.unref();
    try {
      // Both ports at once: refuse what arrives from now on (503, Connection: close), read what had
      // already arrived, stop accepting, drop idle sockets; each other socket closes after its answer.
      await Promise.all(listeners.map((l) => l.drain.begin()));
      // Then the requests in flight, the sweeps and the database. The customer API shares the shop's
      // database, so it closes first.
      await customerApi.close();
      await app.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void shutdown(signal));
  await app.listen({ port: config.port, host: config.host });
  await customerApi.listen({ port: config.customerApi.port, host: config.host });
  const portOf = (address: ReturnType<typeof app.server.address>, fallback: number) => (typeof address === 'object' && address ? address.port : fallback);
  banner(config, portOf(app.server.address(), config.port), portOf(customerApi.server.address(), config.customerApi.port), app.seed.demoLogin, app.seed.seeded);
  // Until the shop has an owner account, say how to make one (the console has no sign-up).
  const hasAdmin = await app.ctx.db.selectFrom('staff').select('member_id').where('role', '=', 'owner').where('status', '=', 'active').limit(1).executeTakeFirst();
  if (!hasAdmin) console.log(`  ▶ 관리자 화면(http://${displayHost(config)}:${portOf(app.server.address(), config.port)}/admin)에 들어가려면 먼저: npm run admin -- create-admin <아이디>\n`);
}

main().catch((err: unknown) => {
  console.error('서버를 시작하지 못했습니다:', err);
  process.exit(1);
});
