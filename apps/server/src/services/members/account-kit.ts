import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.js';
import { loadSecrets, type Secrets } from '../../lib/secrets.js';
import { notifyModeLine, type Notifier } from '../../notify/notifier.js';

type Log = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

/** What the account use cases need beyond AppContext: purpose keys, the notifier (built into AppContext), a log. */
export interface AccountKit {
  secrets: Secrets;
  notifier: Notifier;
  log: Log | undefined;
  /** Runs a send after the answer went out (no timing hint about the address); failures are logged. */
  background(task: () => Promise<void>): void;
  /** Waits for background sends; called before the app closes. */
  drain(): Promise<void>;
}

const kits = new WeakMap<AppContext, AccountKit>();

/** Called once by buildApp; logs where mail and SMS go. */
export function setUpAccounts(ctx: AppContext, secrets: Secrets, log?: Log): AccountKit {
  const notifier = ctx.notifier;
  const pending = new Set<Promise<void>>();
  const kit: AccountKit = {
    secrets,
    notifier,
    log,
    background(task) {
      const p = task()
        .catch((err: unknown) => log?.error({ err }, 'background send failed'))
        .finally(() => pending.delete(p));
      pending.add(p);
    },
    async drain() {
      await Promise.allSettled([...pending]);
      notifier.close();
    },
  };
  kits.set(ctx, kit);
  const line = notifyModeLine(notifier);
  if (line) log?.warn(line);
  return kit;
}

export function accountKit(ctx: AppContext): AccountKit {
  return kits.get(ctx) ?? setUpAccounts(ctx, loadSecrets(ctx.config.dataDir, ctx.config.tokenSecret));
}
