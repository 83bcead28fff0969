import { msg } from '@snsshop/shared/common';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { adminApi, adminKey, useAdminMutation, withQuery } from './admin-request';

type ListParams = Record<string, string | number | undefined>;

/**
 * The four endpoints of a short console list (GET list, POST, PATCH /:id, DELETE /:id) —
 * platforms, categories, providers, notices, FAQs, popups and sign-up routes all share this shape.
 */
export function crudResource<S extends z.ZodType, Create, Update>(name: string, url: string, schema: S) {
  const list = (params: ListParams = {}, signal?: AbortSignal) => adminApi.get(withQuery(url, params), z.array(schema), signal);
  const listOptions = (params: ListParams = {}) => queryOptions({ queryKey: [adminKey, name, params], queryFn: ({ signal }) => list(params, signal) });
  const create = (body: Create) => adminApi.post(url, body, schema);
  const update = ({ id, body }: { id: number; body: Update }) => adminApi.patch(`${url}/${id}`, body, schema);
  const remove = (id: number) => adminApi.delete(`${url}/${id}`);
  return {
    list,
    listOptions,
    create,
    update,
    remove,
    useList: (params: ListParams = {}) => useQuery(listOptions(params)),
    useCreate: () => useAdminMutation({ mutationFn: create, success: msg.admin.created }),
    useUpdate: () => useAdminMutation({ mutationFn: update, success: msg.admin.saved }),
    useRemove: () => useAdminMutation({ mutationFn: remove, success: (r) => r.message || msg.admin.deleted }),
  };
}
