import type { FastifyBaseLogger } from 'fastify';

/** A sweep the server runs on its own, every tick, inside its own process (no outside cron to forget). */
export interface Job<C> {
  name: string;
  run(ctx: C): Promise<unknown>;
}

export interface JobHealth {
  runs: number;
  failures: number;
  lastRunAt: string | null;
  lastOkAt: string | null;
  lastError: string | null;
  lastResult: unknown;
}

export interface JobRunner {
  /** Starts one loop per job (once). */
  start(): void;
  health(): Record<string, JobHealth>;
  /** Runs every job once now, one after another (used at start-up and by tests). */
  runOnce(): Promise<void>;
  /** Stops the timers and waits for a sweep in flight. */
  stop(): Promise<void>;
}

/**
 * One loop per job: run, then wait a tick, so a slow sweep never overlaps itself. An error is
 * logged and recorded in the job's health; the loop goes on.
 */
export function startJobs<C>(
  ctx: C,
  log: FastifyBaseLogger,
  jobs: Job<C>[],
  opts: { tickMs: number; /** Called when a job has failed this many times in a row (and again each time after). */ onRepeatedFailure?: { after: number; call: (job: string, failures: number, error: string) => Promise<void> } },
): JobRunner {
  const inARow = new Map<string, number>();
  const state = new Map<string, JobHealth>(jobs.map((j) => [j.name, { runs: 0, failures: 0, lastRunAt: null, lastOkAt: null, lastError: null, lastResult: null }]));
  const timers = new Set<NodeJS.Timeout>();
  const inFlight = new Set<Promise<void>>();
  let stopped = false;
  let started = false;

  async function runJob(job: Job<C>) {
    const h = state.get(job.name)!;
    h.lastRunAt = new Date().toISOString();
    h.runs++;
    try {
      h.lastResult = await job.run(ctx);
      h.lastOkAt = new Date().toISOString();
      h.lastError = null;
      inARow.set(job.name, 0);
    } catch (err) {
      h.failures++;
      h.lastError = err instanceof Error ? err.message : String(err);
      log.error({ err, job: job.name }, 'background job failed');
      const n = (inARow.get(job.name) ?? 0) + 1;
      inARow.set(job.name, n);
      const alert = opts.onRepeatedFailure;
      if (alert && n >= alert.after) await alert.call(job.name, n, h.lastError).catch((e: unknown) => log.error({ err: e, job: job.name }, 'could not record the failing sweep'));
    }
  }

  function track(p: Promise<void>) {
    inFlight.add(p);
    void p.finally(() => inFlight.delete(p));
    return p;
  }

  function loop(job: Job<C>) {
    if (stopped) return;
    const t = setTimeout(() => {
      timers.delete(t);
      if (stopped) return;
      void track(runJob(job)).then(() => loop(job));
    }, opts.tickMs);
    timers.add(t);
  }

  return {
    start() {
      if (started || stopped) return;
      started = true;
      for (const job of jobs) loop(job);
    },
    health: () => Object.fromEntries(state),
    async runOnce() {
      for (const job of jobs) await track(runJob(job));
    },
    async stop() {
      stopped = true;
      for (const t of timers) clearTimeout(t);
      timers.clear();
      await Promise.allSettled([...inFlight]);
    },
  };
}
