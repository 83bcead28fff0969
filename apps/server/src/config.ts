import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { z } from 'zod';

/** The only reader of process.env: every setting is named, defaulted and checked here. */
const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'true 또는 false 여야 합니다' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** Unset and empty mean the same: not configured. */
const optionalText = z.string().trim().optional().transform((v) => v || undefined);

const envSchema = z.object({
  PORT: z.coerce.number({ message: '숫자여야 합니다' }).int('정수여야 합니다').min(0).max(65535, '0~65535 사이여야 합니다').default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'postgres:// 로 시작하는 주소여야 합니다 (비우면 SQLite 사용)')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  DATABASE_PREPARED_STATEMENTS: flag.default(true),
  /** How an order is written: `fast` (one PostgreSQL statement from kept facts, SQLite's group commit) or `plain` (one transaction); see services/orders/placing/order-writer.ts. */
  ORDER_WRITER: z.enum(['fast', 'plain'], 'fast 또는 plain 이어야 합니다').default('fast'),
  DATA_DIR: z.string().min(1).default('./data'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TOKEN_TTL_HOURS: z.coerce.number().int('정수여야 합니다').min(1).max(24 * 90).default(24 * 7),
  TOKEN_SECRET: z.string().min(32, '32자 이상이어야 합니다').optional(),
  SEED_DEMO: flag.default(true),
  TRUST_PROXY: flag.default(false),
  /** Image hosts the pages may load from besides the shop itself (popups, notices), comma-separated https origins. */
  IMG_HOSTS: z
    .string()
    .default('')
    .transform((v) => v.split(',').map((h) => h.trim()).filter(Boolean))
    .pipe(z.array(z.string().regex(/^https:\/\/[a-z0-9.*-]+(:\d+)?$/i, 'https://호스트 형식이어야 합니다 (쉼표로 구분)'))),
  WEB_DIST: z.string().optional(),
  JOBS_ENABLED: flag.default(true),
  JOB_TICK_MS: z.coerce.number().int('정수여야 합니다').min(10).max(600_000).default(5000),
  JOB_BATCH: z.coerce.number().int('정수여야 합니다').min(1).max(5000).default(200),
  DISPATCH_MAX_ATTEMPTS: z.coerce.number().int('정수여야 합니다').min(1).max(100).default(8),
  /** A provider's circuit opens after this many failed sends in a row … */
  CIRCUIT_FAILURES: z.coerce.number().int('정수여야 합니다').min(1).max(1000).default(5),
  /** … and stays open this long before one trial order may close it. */
  CIRCUIT_COOLDOWN_MS: z.coerce.number().int('정수여야 합니다').min(1000).max(86_400_000).default(120_000),
  SIMULATED_PARTIAL_SHARE: z.coerce.number().min(0).max(1).default(0.05),
  SIMULATED_CANCEL_SHARE: z.coerce.number().min(0).max(1).default(0.02),
  SIMULATED_REFILL_SECONDS: z.coerce.number().int('정수여야 합니다').min(1).max(86_400).default(60),
  SIMULATED_CANCEL_SECONDS: z.coerce.number().int('정수여야 합니다').min(1).max(86_400).default(20),
  CHARGE_MIN: z.coerce.number().int('정수여야 합니다').min(1).max(1_000_000_000).default(1000),
  CHARGE_MAX: z.coerce.number().int('정수여야 합니다').min(1).max(1_000_000_000).default(5_000_000),
  PAYACTION_BASE_URL: z.url('http(s):// 주소여야 합니다').optional().or(z.literal('').transform(() => undefined)),
  PAYACTION_API_KEY: optionalText,
  PAYACTION_MALL_ID: optionalText,
  PAYACTION_WEBHOOK_KEY: optionalText,
  DEPOSIT_FEED_SECRET: z.string().min(16, '16자 이상이어야 합니다').optional().or(z.literal('').transform(() => undefined)),
  TOSS_CLIENT_KEY: optionalText,
  TOSS_SECRET_KEY: optionalText,
  TOSS_BASE_URL: z.url('http(s):// 주소여야 합니다').default('https://api.tosspayments.com'),
  /** Popbill (현금영수증·세금계산서): without link id, secret key and the shop's business number nothing is issued; the console lists the requests. */
  POPBILL_LINK_ID: optionalText,
  POPBILL_SECRET_KEY: optionalText,
  POPBILL_CORP_NUM: z.string().regex(/^\d{10}$/, '사업자등록번호 10자리 숫자여야 합니다').optional().or(z.literal('').transform(() => undefined)),
  POPBILL_USER_ID: optionalText,
  /** POPBILL_TEST for Popbill's test bed (with its base URL https://popbill-test.linkhub.co.kr). */
  POPBILL_SERVICE_ID: z.enum(['POPBILL', 'POPBILL_TEST'], { message: 'POPBILL 또는 POPBILL_TEST 여야 합니다' }).default('POPBILL'),
  POPBILL_BASE_URL: z.url('http(s):// 주소여야 합니다').default('https://popbill.linkhub.co.kr'),
  POPBILL_AUTH_URL: z.url('http(s):// 주소여야 합니다').default('https://auth.linkhub.co.kr'),
  PAYMENT_TIMEOUT_MS: z.coerce.number().int('정수여야 합니다').min(50).max(120_000).default(15_000),
  PUBLIC_URL: z.url('http(s):// 주소여야 합니다').default('http://localhost:3000'),
  API_PORT: z.coerce.number({ message: '숫자여야 합니다' }).int('정수여야 합니다').min(0).max(65535, '0~65535 사이여야 합니다').default(3001),
  PUBLIC_API_URL: z.url('http(s):// 주소여야 합니다').optional().or(z.literal('').transform(() => undefined)),
  API_RATE_LIMIT: z.coerce.number().int('정수여야 합니다').min(1).max(100_000).default(120),
  /** Redis/Valkey for the rate limits (redis:// or rediss://); unset: they are counted in the database. */
  REDIS_URL: z.string().regex(/^rediss?:\/\//, 'redis:// 또는 rediss:// 로 시작하는 주소여야 합니다').optional().or(z.literal('').transform(() => undefined)),
  /** Sign-ups per client address per hour (a third of it per minute). */
  SIGNUP_RATE_LIMIT: z.coerce.number().int('정수여야 합니다').min(1).max(1_000_000).default(10),
  /** How a key's calls before an order are counted: `leased` (several at a time per process) or `plain` (one take per call); see services/members/window-counter.ts. */
  API_RATE_COUNTER: z.enum(['leased', 'plain'], 'leased 또는 plain 이어야 합니다').default('leased'),
  API_RATE_LIMIT_IP: z.coerce.number().int('정수여야 합니다').min(1).max(100_000).default(300),
  SMTP_HOST: optionalText,
  SMTP_PORT: z.coerce.number({ message: '숫자여야 합니다' }).int('정수여야 합니다').min(1).max(65535, '1~65535 사이여야 합니다').default(587),
  SMTP_USER: optionalText,
  SMTP_PASSWORD: optionalText,
  SMTP_FROM: optionalText,
  SMTP_SECURE: flag.default(false),
  SMS_BASE_URL: z.url('http(s):// 주소여야 합니다').default('https://api.solapi.com'),
  SMS_API_KEY: optionalText,
  SMS_API_SECRET: optionalText,
  SMS_SENDER: optionalText,
  /** Kakao channel id (pfId) of 알림톡 through the same Solapi account; unset = notifications go by SMS/e-mail. */
  ALIMTALK_PF_ID: optionalText,
  /** Where the owner's alerts go (phone by SMS, e-mail, and a Telegram chat through a bot). */
  OWNER_ALERT_PHONE: optionalText,
  OWNER_ALERT_EMAIL: optionalText,
  TELEGRAM_BOT_TOKEN: optionalText,
  TELEGRAM_CHAT_ID: optionalText,
  /** Tests only: lets reseller callbacks reach loopback/private addresses (refused otherwise). */
  WEBHOOK_ALLOW_PRIVATE: flag.default(false),
  TELEGRAM_BASE_URL: z.url('http(s):// 주소여야 합니다').default('https://api.telegram.org'),
  NAVER_CLIENT_ID: optionalText,
  NAVER_CLIENT_SECRET: optionalText,
  NAVER_REDIRECT_URL: z.url('http(s):// 주소여야 합니다').optional().or(z.literal('').transform(() => undefined)),
  NAVER_AUTH_BASE_URL: z.url('http(s):// 주소여야 합니다').default('https://nid.naver.com'),
  NAVER_API_BASE_URL: z.url('http(s):// 주소여야 합니다').default('https://openapi.naver.com'),
  KAKAO_APP_ID: optionalText,
  KAKAO_REST_KEY: optionalText,
  KAKAO_CLIENT_SECRET: optionalText,
  KAKAO_REDIRECT_URL: z.url('http(s):// 주소여야 합니다').optional().or(z.literal('').transform(() => undefined)),
  KAKAO_AUTH_BASE_URL: z.url('http(s):// 주소여야 합니다').default('https://kauth.kakao.com'),
  KAKAO_API_BASE_URL: z.url('http(s):// 주소여야 합니다').default('https://kapi.kakao.com'),
  BACKUP_DIR: optionalText,
  BACKUP_INTERVAL_HOURS: z.coerce.number({ message: '숫자여야 합니다' }).min(0).max(24 * 30).default(24),
  BACKUP_KEEP: z.coerce.number().int('정수여야 합니다').min(1).max(1000).default(7),
  METRICS_TOKEN: z.string().min(16, '16자 이상이어야 합니다').optional().or(z.literal('').transform(() => undefined)),
});

export interface Config {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  /** PostgreSQL: run repeated queries as named prepared statements (off behind a pooler in transaction mode). */
  databasePreparedStatements: boolean;
  /** How orders are written (services/orders/placing/order-writer.ts): the same orders and money either way. */
  orderWriter: 'fast' | 'plain';
  dataDir: string;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  tokenTtlSeconds: number;
  /** Overrides the key generated into DATA_DIR; set it when several machines share one database. */
  tokenSecret: string | undefined;
  seedDemo: boolean;
  trustProxy: boolean;
  /** Redis/Valkey for the rate limits; undefined: the database counts them. */
  redisUrl: string | undefined;
  /** Sign-ups per client address per hour, shared by every process. */
  signUpRateLimit: number;
  /** Extra image hosts in the pages' Content-Security-Policy. */
  imgHosts: string[];
  webDist: string;
  jobs: {
    /** Dispatch and status sync run inside the server process; off only for tests and benchmarks. */
    enabled: boolean;
    tickMs: number;
    batch: number;
    dispatchMaxAttempts: number;
  };
  /** Failover between a service's routes: see services/routing. */
  routing: { circuitFailures: number; circuitCooldownMs: number };
  simulated: { partialShare: number; cancelShare: number; refillStepMs?: number; cancelMs?: number };
  charges: {
    /** Whole-won limits of one charge request (config, not a site setting). */
    min: number;
    max: number;
    /** Deposit matching (PayAction-shaped); without a base URL charges are not registered anywhere. */
    payaction: { baseUrl: string | undefined; apiKey: string | undefined; mallId: string | undefined; webhookKey: string | undefined };
    /** HMAC key of the generic deposit feed; unset = the feed endpoint refuses everything. */
    depositFeedSecret: string | undefined;
    toss: { clientKey: string | undefined; secretKey: string | undefined; baseUrl: string };
    /** Cash receipts and tax invoices (Popbill); without linkId, secretKey and corpNum nothing is issued. */
    popbill: { linkId: string | undefined; secretKey: string | undefined; corpNum: string | undefined; userId: string | undefined; serviceId: 'POPBILL' | 'POPBILL_TEST'; baseUrl: string; authUrl: string };
    /** How long a call to PayAction, Toss or Popbill may take before it counts as unanswered. */
    timeoutMs: number;
  };
  /** The shop's address as members see it; links in e-mails start here. */
  publicUrl: string;
  /** The key-based customer API (documented API + SMM API v2) on its own listener. */
  customerApi: {
    port: number;
    /** Where customers reach that listener; the /api screen shows it. */
    publicUrl: string;
    /** Requests per minute per API key (member) and per client address, counted in each process. */
    rateLimitPerKey: number;
    rateLimitPerIp: number;
    /** How a known key's calls are counted in its window (services/members/window-counter.ts): the same limits either way. */
    rateCounter: 'leased' | 'plain';
  };
  /** Without a host, e-mail goes to the log and the outbox table. */
  smtp: { host: string | undefined; port: number; user: string | undefined; password: string | undefined; from: string | undefined; secure: boolean };
  /** Solapi-shaped SMS; without key, secret and sender, SMS goes to the log and the outbox table. */
  sms: { baseUrl: string; apiKey: string | undefined; apiSecret: string | undefined; sender: string | undefined; alimtalkPfId: string | undefined };
  /** The owner's alerts (digests): phone, e-mail and an optional Telegram bot chat. */
  /** Reseller callbacks: loopback and private addresses are refused unless allowed (tests). */
  webhooks: { allowPrivate: boolean };
  ownerAlerts: { phone: string | undefined; email: string | undefined; telegram: { baseUrl: string; botToken: string | undefined; chatId: string | undefined } };
  naver: { clientId: string | undefined; clientSecret: string | undefined; redirectUrl: string; authBaseUrl: string; apiBaseUrl: string };
  kakao: {
    appId: string | undefined;
    restKey: string | undefined;
    clientSecret: string | undefined;
    redirectUrl: string;
    authBaseUrl: string;
    apiBaseUrl: string;
  };
  /** SQLite only: online backups into `dir` every `intervalHours` (0 = only on demand), newest `keep` kept. */
  backup: { dir: string; intervalHours: number; keep: number };
  /** Bearer token of GET /metrics; unset = no metrics endpoint at all. */
  metricsToken: string | undefined;
}

export class ConfigError extends Error {}

const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

/** The process's settings with some fixed on top (the admin CLI runs without jobs or request logs). */
export function loadConfigWith(overrides: Record<string, string>): Config {
  return loadConfig({ ...process.env, ...overrides });
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => {
      const key = String(i.path[0] ?? '');
      return `  ${key}: ${i.message} (입력값: ${JSON.stringify(env[key])})`;
    });
    throw new ConfigError(`설정 값이 올바르지 않습니다 / invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.API_PORT !== 0 && e.API_PORT === e.PORT) {
    throw new ConfigError(`설정 값이 올바르지 않습니다 / invalid configuration:\n  API_PORT: PORT와 다른 포트여야 합니다 (입력값: ${e.API_PORT})`);
  }
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    databasePreparedStatements: e.DATABASE_PREPARED_STATEMENTS,
    orderWriter: e.ORDER_WRITER,
    dataDir: path.resolve(e.DATA_DIR),
    logLevel: e.LOG_LEVEL,
    tokenTtlSeconds: e.TOKEN_TTL_HOURS * 3600,
    tokenSecret: e.TOKEN_SECRET,
    seedDemo: e.SEED_DEMO,
    trustProxy: e.TRUST_PROXY,
    redisUrl: e.REDIS_URL,
    signUpRateLimit: e.SIGNUP_RATE_LIMIT,
    imgHosts: e.IMG_HOSTS,
    webDist: e.WEB_DIST ? path.resolve(e.WEB_DIST) : defaultWebDist,
    jobs: { enabled: e.JOBS_ENABLED, tickMs: e.JOB_TICK_MS, batch: e.JOB_BATCH, dispatchMaxAttempts: e.DISPATCH_MAX_ATTEMPTS },
    routing: { circuitFailures: e.CIRCUIT_FAILURES, circuitCooldownMs: e.CIRCUIT_COOLDOWN_MS },
    simulated: { partialShare: e.SIMULATED_PARTIAL_SHARE, cancelShare: e.SIMULATED_CANCEL_SHARE, refillStepMs: e.SIMULATED_REFILL_SECONDS * 1000, cancelMs: e.SIMULATED_CANCEL_SECONDS * 1000 },
    charges: {
      min: Math.min(e.CHARGE_MIN, e.CHARGE_MAX),
      max: e.CHARGE_MAX,
      payaction: { baseUrl: e.PAYACTION_BASE_URL, apiKey: e.PAYACTION_API_KEY, mallId: e.PAYACTION_MALL_ID, webhookKey: e.PAYACTION_WEBHOOK_KEY },
      depositFeedSecret: e.DEPOSIT_FEED_SECRET,
      toss: { clientKey: e.TOSS_CLIENT_KEY, secretKey: e.TOSS_SECRET_KEY, baseUrl: e.TOSS_BASE_URL },
      popbill: {
        linkId: e.POPBILL_LINK_ID,
        secretKey: e.POPBILL_SECRET_KEY,
        corpNum: e.POPBILL_CORP_NUM,
        userId: e.POPBILL_USER_ID,
        serviceId: e.POPBILL_SERVICE_ID,
        baseUrl: e.POPBILL_BASE_URL,
        authUrl: e.POPBILL_AUTH_URL,
      },
      timeoutMs: e.PAYMENT_TIMEOUT_MS,
    },
    publicUrl: e.PUBLIC_URL.replace(/\/+$/, ''),
    customerApi: {
      port: e.API_PORT,
      publicUrl: (e.PUBLIC_API_URL ?? `http://localhost:${e.API_PORT}`).replace(/\/+$/, ''),
      rateLimitPerKey: e.API_RATE_LIMIT,
      rateLimitPerIp: e.API_RATE_LIMIT_IP,
      rateCounter: e.API_RATE_COUNTER,
    },
    smtp: { host: e.SMTP_HOST, port: e.SMTP_PORT, user: e.SMTP_USER, password: e.SMTP_PASSWORD, from: e.SMTP_FROM, secure: e.SMTP_SECURE },
    sms: { baseUrl: e.SMS_BASE_URL, apiKey: e.SMS_API_KEY, apiSecret: e.SMS_API_SECRET, sender: e.SMS_SENDER, alimtalkPfId: e.ALIMTALK_PF_ID },
    webhooks: { allowPrivate: e.WEBHOOK_ALLOW_PRIVATE },
    ownerAlerts: { phone: e.OWNER_ALERT_PHONE, email: e.OWNER_ALERT_EMAIL, telegram: { baseUrl: e.TELEGRAM_BASE_URL, botToken: e.TELEGRAM_BOT_TOKEN, chatId: e.TELEGRAM_CHAT_ID } },
    naver: {
      clientId: e.NAVER_CLIENT_ID,
      clientSecret: e.NAVER_CLIENT_SECRET,
      redirectUrl: e.NAVER_REDIRECT_URL ?? `${e.PUBLIC_URL.replace(/\/+$/, '')}/auth/naver`,
      authBaseUrl: e.NAVER_AUTH_BASE_URL,
      apiBaseUrl: e.NAVER_API_BASE_URL,
    },
    kakao: {
      appId: e.KAKAO_APP_ID,
      restKey: e.KAKAO_REST_KEY,
      clientSecret: e.KAKAO_CLIENT_SECRET,
      redirectUrl: e.KAKAO_REDIRECT_URL ?? `${e.PUBLIC_URL.replace(/\/+$/, '')}/auth/kakao`,
      authBaseUrl: e.KAKAO_AUTH_BASE_URL,
      apiBaseUrl: e.KAKAO_API_BASE_URL,
    },
    backup: { dir: path.resolve(e.BACKUP_DIR ?? path.join(e.DATA_DIR, 'backups')), intervalHours: e.BACKUP_INTERVAL_HOURS, keep: e.BACKUP_KEEP },
    metricsToken: e.METRICS_TOKEN,
  };
}
