import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { z } from 'zod';

/** The only reader of process.env: every setting is named, defaulted and checked here. */
const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'true 또는 false 여야 합니다' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const envSchema = z.object({
  PORT: z.coerce.number({ message: '숫자여야 합니다' }).int('정수여야 합니다').min(0).max(65535, '0~65535 사이여야 합니다').default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'postgres:// 로 시작하는 주소여야 합니다 (비우면 SQLite 사용)')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  DATA_DIR: z.string().min(1).default('./data'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TOKEN_TTL_HOURS: z.coerce.number().int('정수여야 합니다').min(1).max(24 * 90).default(24 * 7),
  TOKEN_SECRET: z.string().min(32, '32자 이상이어야 합니다').optional(),
  SEED_DEMO: flag.default(true),
  TRUST_PROXY: flag.default(false),
  WEB_DIST: z.string().optional(),
});

export interface Config {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  tokenTtlSeconds: number;
  /** Overrides the key generated into DATA_DIR; set it when several machines share one database. */
  tokenSecret: string | undefined;
  seedDemo: boolean;
  trustProxy: boolean;
  webDist: string;
}

export class ConfigError extends Error {}

const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

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
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir: path.resolve(e.DATA_DIR),
    logLevel: e.LOG_LEVEL,
    tokenTtlSeconds: e.TOKEN_TTL_HOURS * 3600,
    tokenSecret: e.TOKEN_SECRET,
    seedDemo: e.SEED_DEMO,
    trustProxy: e.TRUST_PROXY,
    webDist: e.WEB_DIST ? path.resolve(e.WEB_DIST) : defaultWebDist,
  };
}
