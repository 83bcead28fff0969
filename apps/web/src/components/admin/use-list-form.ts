import { useFormError } from '../ui/form-error';

type OnSuccess = { onSuccess?: () => void };

/** The create and update mutations of a console list, as `crudResource` gives them. */
export interface ListFormApi<C, U> {
  useCreate: () => { mutate: (body: C, options?: OnSuccess) => void; isPending: boolean };
  useUpdate: () => { mutate: (vars: { id: number; body: U }, options?: OnSuccess) => void; isPending: boolean };
}

/** The first problem zod found, or a general Korean hint. */
export const firstIssue = (error: { issues: readonly { message: string }[] }) => error.issues[0]?.message ?? '입력 형식을 맞춰주세요.';

/**
 * The add/edit form of one list row: `row` null adds, otherwise edits that row.
 * `save(body)` sends the same body either way; `save(createBody, updateBody)` when they differ.
 * The mutations toast the outcome; `onDone` closes the form after a success.
 */
export function useListForm<C, U>(api: ListFormApi<C, U>, row: { id: number } | null, onDone: () => void) {
  const { error, fail, clear } = useFormError();
  const create = api.useCreate();
  const update = api.useUpdate();
  const save = (...bodies: [body: C & U] | [createBody: C, updateBody: U]) => {
    if (row) update.mutate({ id: row.id, body: bodies.length === 2 ? bodies[1] : bodies[0] }, { onSuccess: onDone });
    else create.mutate(bodies[0], { onSuccess: onDone });
  };
  return { error, fail, clear, save, pending: create.isPending || update.isPending, onDone };
}

export type ListForm = Pick<ReturnType<typeof useListForm>, 'error' | 'clear' | 'pending' | 'onDone'>;
