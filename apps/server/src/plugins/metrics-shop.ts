import { OrderStatus } from '@snsshop/shared';
import type pg from 'pg';
import { Counter, Gauge, Histogram, type Registry } from 'prom-client';
import type { AppContext } from '../context.js';
import type { JobRunner } from '../lib/job-runner.js';
import { ProviderError, type Provider } from '../providers/provider.js';
import type { ProviderRegistry } from '../providers/provider-registry.js';
import { countWhere, stuckConditions } from '../services/orders/stuck-orders.js';

const statusName = Object.fromEntries(Object.entries(OrderStatus).map(([name, n]) => [n, name.toLowerCase()])) as Record<number, string>;

/**
 * The shop's own series, read from the database when Prometheus scrapes (so every process reports
 * the same totals): orders by status, unsent/held/stuck orders (the one definition in stuck-orders.ts),
 * pending charges, this process's sweeps, and PostgreSQL's pool.
 */
export function registerShopGauges(register: Registry, ctx: AppContext, jobs: JobRunner, pool: pg.Pool | undefined) {
  new Gauge({
    name: 'shop_orders',
    help: 'Orders by status',
    labelNames: ['status'],
    registers: [register],
    async collect() {
      const rows = await ctx.db.selectFrom('orders').select(['status', (eb) => eb.fn.countAll<number>().as('n')]).groupBy('status').execute();
      this.reset();
      for (const name of Object.values(statusName)) this.set({ status: name }, 0);
      for (const r of rows) this.set({ status: statusName[r.status] ?? String(r.status) }, Number(r.n));
    },
  });
  // One query for the three gauges: a scrape collects them at the same moment, so they share it.
  let inFlight: Promise<{ waiting: number; held: number; stuck: number }> | null = null;
  const unsent = () =>
    (inFlight ??= ctx.db
      .selectFrom('orders as o')
      .select((eb) => {
        const c = stuckConditions(eb, ctx.clock.now());
        return [countWhere(eb, c.unsent).as('waiting'), countWhere(eb, c.held).as('held'), countWhere(eb, c.any).as('stuck')];
      })
      .executeTakeFirstOrThrow()
      .then((r) => ({ waiting: Number(r.waiting ?? 0), held: Number(r.held ?? 0), stuck: Number(r.stuck ?? 0) }))
      .finally(() => (inFlight = null)));
  const unsentGauge = (name: string, help: string, key: 'waiting' | 'held' | 'stuck') =>
    new Gauge({
      name,
      help,
      registers: [register],
      async collect() {
        this.set((await unsent())[key]);
      },
    });
  unsentGauge('shop_orders_waiting', 'Orders placed and not yet accepted by the provider', 'waiting');
  unsentGauge('shop_orders_held', 'Orders held until a person checks the provider panel', 'held');
  unsentGauge('shop_orders_stuck', 'Orders not sent in time, held, or without progress for a day', 'stuck');
  new Gauge({
    name: 'shop_charges_pending',
    help: 'Point charge requests waiting for a deposit or a decision',
    registers: [register],
    async collect() {
      const r = await ctx.db.selectFrom('point_charges').select((eb) => eb.fn.countAll<number>().as('n')).where('status', '=', 0).executeTakeFirstOrThrow();
      this.set(Number(r.n));
    },
  });

  // Sweep counts live in the runner; these report its totals in this process.
  new Counter({
    name: 'shop_sweep_runs_total',
    help: 'Sweep runs in this process',
    labelNames: ['sweep'],
    registers: [register],
    collect() {
      this.reset();
      for (const [sweep, h] of Object.entries(jobs.health())) this.inc({ sweep }, h.runs);
    },
  });
  new Counter({
    name: 'shop_sweep_failures_total',
    help: 'Sweep runs that failed in this process',
    labelNames: ['sweep'],
    registers: [register],
    collect() {
      this.reset();
      for (const [sweep, h] of Object.entries(jobs.health())) this.inc({ sweep }, h.failures);
    },
  });
  new Gauge({
    name: 'shop_sweep_lag_seconds',
    help: 'Seconds since the sweep last finished without an error in this process',
    labelNames: ['sweep'],
    registers: [register],
    collect() {
      for (const [sweep, h] of Object.entries(jobs.health())) if (h.lastOkAt) this.set({ sweep }, (Date.now() - Date.parse(h.lastOkAt)) / 1000);
    },
  });

  if (pool) {
    new Gauge({
      name: 'shop_db_pool_connections',
      help: 'PostgreSQL pool connections by state (waiting = queries queued for a connection)',
      labelNames: ['state'],
      registers: [register],
      collect() {
        this.set({ state: 'total' }, pool.totalCount);
        this.set({ state: 'idle' }, pool.idleCount);
        this.set({ state: 'waiting' }, pool.waitingCount);
      },
    });
  }
}

const providerMethods = ['addOrder', 'getStatuses', 'cancel', 'refill', 'refillStatus', 'getBalance', 'listServices'] as const;

/** Wraps the provider registry so every upstream call is counted by outcome and timed. */
export function instrumentProviders(registry: ProviderRegistry, register: Registry): ProviderRegistry {
  const calls = new Counter({ name: 'shop_provider_calls_total', help: 'Provider calls by outcome (ok, rejected, unavailable, error)', labelNames: ['provider', 'call', 'outcome'], registers: [register] });
  const seconds = new Histogram({
    name: 'shop_provider_call_duration_seconds',
    help: 'Provider call latency',
    labelNames: ['provider', 'call', 'outcome'],
    buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [register],
  });
  const wrapped = new WeakMap<Provider, Provider>();
  const wrap = (p: Provider, provider: string): Provider => {
    // Everything else (guardsLink) is read through to the provider itself.
    const out = Object.create(p) as Provider;
    for (const call of providerMethods) {
      const fn = p[call].bind(p) as (...args: unknown[]) => Promise<unknown>;
      (out as unknown as Record<string, unknown>)[call] = async (...args: unknown[]) => {
        const end = seconds.startTimer({ provider, call });
        let outcome = 'ok';
        try {
          return await fn(...args);
        } catch (err) {
          outcome = err instanceof ProviderError ? err.kind : 'error';
          throw err;
        } finally {
          end({ outcome });
          calls.inc({ provider, call, outcome });
        }
      };
    }
    return out;
  };
  return {
    async get(providerId) {
      const p = await registry.get(providerId);
      let w = wrapped.get(p);
      if (!w) wrapped.set(p, (w = wrap(p, providerId == null ? 'simulated' : String(providerId))));
      return w;
    },
    // The owner's checks of a panel (balance, its service list) are not order traffic: not counted.
    forPanel: (panel) => registry.forPanel(panel),
  };
}
