import type { AdminServiceRoute, ServiceRoutes } from '@snsshop/shared/catalog';

/** A route as the owner is editing it. */
export interface RouteDraft {
  key: string;
  providerId: number | null;
  providerServiceId: string;
  enabled: boolean;
  /** what the server last said about this route; gone once its provider or service id is changed */
  saved: AdminServiceRoute | null;
}

let nextKey = 0;

export const draftsOf = (data: ServiceRoutes): RouteDraft[] =>
  data.routes.map((r) => ({ key: `r${nextKey++}`, providerId: r.providerId, providerServiceId: r.providerServiceId ?? '', enabled: r.enabled, saved: r }));

export const newDraft = (providerId: number | null, providerServiceId: string): RouteDraft => ({ key: `r${nextKey++}`, providerId, providerServiceId, enabled: true, saved: null });

/** The drafts swapped at `i` and its neighbour above (-1) or below (1). */
export function moved(drafts: RouteDraft[], i: number, by: -1 | 1): RouteDraft[] {
  const next = [...drafts];
  [next[i], next[i + by]] = [next[i + by]!, next[i]!];
  return next;
}

/** What the save sends: the routes in their order; the simulated provider takes no service id. */
export const routesBody = (drafts: RouteDraft[], rerouteRemainder: boolean) => ({
  rerouteRemainder,
  routes: drafts.map((d) => ({ providerId: d.providerId, providerServiceId: d.providerId === null ? null : d.providerServiceId.trim(), enabled: d.enabled })),
});
