import { routeMessages, serviceRoutesSchema, type ServiceRoutesBody } from '@snsshop/shared/catalog';
import { adminApiPaths } from '../../../config/admin-paths';
import { adminApi, useAdminMutation } from '../../../lib/admin/admin-request';

/** Replaces the routes; the server reads each route's current rate from its panel. */
export const saveServiceRoutes = ({ serviceId, body }: { serviceId: number; body: ServiceRoutesBody }) => adminApi.put(adminApiPaths.serviceRoutes(serviceId), body, serviceRoutesSchema);

export function useSaveServiceRoutes() {
  return useAdminMutation({ mutationFn: saveServiceRoutes, success: routeMessages.routesSaved });
}
