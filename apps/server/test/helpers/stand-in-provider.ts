import type { FastifyInstance } from 'fastify';
import { defaultStandInServices, startStandInPanel, type StandInPanel } from '../stand-ins/smm-panel.js';

export interface ProviderService {
  panel: StandInPanel;
  providerId: number;
  serviceId: number;
}

export interface StandInServiceOptions {
  unitPriceE7?: number;
  timeoutMs?: number;
  balance?: string;
  guardsLink?: boolean;
  cancellable?: boolean;
  /** the service's type (services.service_type), at the panel and in the shop; Default when absent */
  type?: string;
  /** the service's min and max (a comment service's lines, a subscription's likes per post); 10 and 10,000 when absent */
  min?: number;
  max?: number;
}

/**
 * A local SMM API v2 panel registered as a provider, and a shop service it fulfils
 * (the panel's service 1, min 10, max 10,000 unless given), sold at `unitPriceE7` (1/10,000,000 won) each.
 */
export async function serviceOnStandInPanel(app: FastifyInstance, opts: StandInServiceOptions = {}): Promise<ProviderService> {
  const limits = { min: opts.min ?? 10, max: opts.max ?? 10_000 };
  const typed = opts.type === undefined ? undefined : [{ ...defaultStandInServices[0]!, type: opts.type, ...limits }];
  const panel = await startStandInPanel({ balance: opts.balance ?? '100000', ...(typed ? { services: typed } : {}) });
  panel.state.guardsLinks = opts.guardsLink ?? true;
  const at = new Date().toISOString();
  const { db } = app.ctx;
  const provider = await db
    .insertInto('providers')
    .values({ name: 'stand-in', base_url: panel.url, api_key: panel.key, timeout_ms: opts.timeoutMs ?? 2000, enabled: 1, guards_link: opts.guardsLink === false ? 0 : 1, created_at: at, updated_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  const category = await db.selectFrom('categories').select('id').where('visible', '=', 1).orderBy('id').executeTakeFirstOrThrow();
  const service = await db
    .insertInto('services')
    .values({
      category_id: category.id,
      text: `업스트림 테스트 상품 ${provider.id}`,
      notice: '',
      ...limits,
      service_type: opts.type ?? 'Default',
      unit_price_e7: opts.unitPriceE7 ?? 100_000_000,
      is_read_only: 0,
      enable_auto: 1,
      visible: 1,
      sort_order: 999,
      created_at: at,
      provider_id: provider.id,
      provider_service_id: '1',
      cancellable: opts.cancellable === false ? 0 : 1,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { panel, providerId: provider.id, serviceId: service.id };
}
