import { buildApp } from './app.js';
import { ConfigError, loadConfig, type Config } from './config.js';
import { buildCustomerApi } from './customer-api/build-customer-api.js';
import { markServerRunning } from './db/backup/server-lock.js';

/** The address to print: a wildcard listen address is reached as localhost. */
const displayHost = (config: Config) => (config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host);

function banner(config: Config, apiPort: number, demoLogin: { id: string; password: string } | null, seeded: boolean) {
  const host = displayHost(config);
  const lines = [
    '',
    '  SNS 성장 서비스 스토어가 시작되었습니다.',
    `  ▶ 쇼핑몰:      http://${host}:${config.port}`,
    `  ▶ API 문서:    http://${host}:${config.port}/rest/openapi.json`,
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
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.log.info({ signal }, 'shutting down');
      void customerApi
        .close()
        .then(() => app.close())
        .then(() => process.exit(0));
    });
  }
  await app.listen({ port: config.port, host: config.host });
  await customerApi.listen({ port: config.customerApi.port, host: config.host });
  const apiAddress = customerApi.server.address();
  const apiPort = typeof apiAddress === 'object' && apiAddress ? apiAddress.port : config.customerApi.port;
  banner(config, apiPort, app.seed.demoLogin, app.seed.seeded);
  // Until the shop has an owner account, say how to make one (the console has no sign-up).
  const hasAdmin = await app.ctx.db.selectFrom('members').select('id').where('role', '=', 'admin').where('status', '=', 'active').limit(1).executeTakeFirst();
  if (!hasAdmin) console.log(`  ▶ 관리자 화면(http://${displayHost(config)}:${config.port}/admin)에 들어가려면 먼저: npm run admin -- create-admin <아이디>\n`);
}

main().catch((err: unknown) => {
  console.error('서버를 시작하지 못했습니다:', err);
  process.exit(1);
});
