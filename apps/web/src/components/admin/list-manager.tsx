import type { Permission } from '@snsshop/shared/staff';
import { canUse, useAdminMe } from '../../lib/admin/get-admin-me';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { DataTable, type Column } from '../ui/data-table';
import { FormError } from '../ui/form-error';
import { Panel } from './admin-page';
import { Modal } from './modal';
import { QueryView } from './query-view';
import { Toggle } from './toggle';
import { useConfirm } from './use-confirm';
import type { ListForm } from './use-list-form';
import { AdminForm, DialogActions } from './dialog-actions';

/** The switch and delete mutations of a console list, as `crudResource` gives them. */
interface ListManagerApi<K extends string> {
  useUpdate: () => { mutate: (vars: { id: number; body: { [P in K]?: boolean } }) => void };
  useRemove: () => { mutate: (id: number) => void };
}

interface ListManagerProps<T extends { id: number } & Record<K, boolean>, K extends string> {
  /** The panel title; the table caption is "<title> 목록". */
  title: string;
  /** What one row is, e.g. "질문": gives "질문 추가", "질문 수정" and "질문 삭제". */
  noun: string;
  /** What failed to load (defaults to the title). */
  what?: string;
  /** The row's name in button labels, e.g. "공지 3" in "공지 3 수정". */
  name: (row: T) => string;
  query: UseQueryResult<T[]>;
  api: ListManagerApi<K>;
  /** The columns before the on/off switch and the buttons. */
  columns: Column<T>[];
  /** The on/off field switched right in the table, and its column header (also the switch's label); none for a list without one. */
  toggle?: { field: K; header: string };
  /** The question asked before deleting a row. */
  deleteMessage: (row: T) => string;
  /** Shown when there are no rows. */
  empty: string;
  /** The add/edit form: `row` null adds; `done` closes it. */
  form: (row: T | null, done: () => void) => ReactNode;
  /** Hints or filters above the table. */
  children?: ReactNode;
  wide?: boolean;
  /** The permission that changes this list; a role without it sees the list only (no add, edit, delete or switch). */
  editPermission?: Permission;
}

/** A short console list: table with an on/off switch, add/edit in a modal, delete after a confirm. */
export function ListManager<T extends { id: number } & Record<K, boolean>, K extends string>(props: ListManagerProps<T, K>) {
  const { title, noun, name, query, api, toggle, deleteMessage, form } = props;
  const me = useAdminMe().data;
  const mayEdit = !props.editPermission || me === undefined || canUse(me, props.editPermission);
  const update = api.useUpdate();
  const remove = api.useRemove();
  const { ask, dialog } = useConfirm();
  const [editing, setEditing] = useState<T | 'new' | null>(null);
  const close = () => setEditing(null);
  const toggleColumn = (t: { field: K; header: string }): Column<T> => ({
    key: t.field,
    header: t.header,
    align: 'center',
    cell: (row) => (
      mayEdit ? (
        <Toggle
          label={`${name(row)} ${t.header}`}
          hideLabel
          checked={row[t.field]}
          onChange={(checked) => update.mutate({ id: row.id, body: { [t.field]: checked } as { [P in K]?: boolean } })}
        />
      ) : row[t.field] ? (
        '켜짐'
      ) : (
        '꺼짐'
      )
    ),
  });

  const columns: Column<T>[] = [
    ...props.columns,
    ...(toggle ? [toggleColumn(toggle)] : []),
  ];
  if (mayEdit)
    columns.push({
      key: 'actions',
      header: '관리',
      align: 'end',
      cell: (row) => (
        <span className="adm-actions">
          <button type="button" className="btn btn--xs" onClick={() => setEditing(row)} aria-label={`${name(row)} 수정`}>
            수정
          </button>
          <button
            type="button"
            className="btn btn--danger btn--xs"
            aria-label={`${name(row)} 삭제`}
            onClick={() => ask({ title: `${noun} 삭제`, message: deleteMessage(row), confirmLabel: '삭제하기', onConfirm: () => remove.mutate(row.id) })}
          >
            삭제
          </button>
        </span>
      ),
    });

  return (
    <Panel
      title={title}
      actions={
        mayEdit ? (
          <button type="button" className="btn btn--primary btn--sm" onClick={() => setEditing('new')}>
            {noun} 추가
          </button>
        ) : undefined
      }
    >
      {props.children}
      <QueryView query={query} what={props.what ?? title}>
        {(rows) => <DataTable caption={`${title} 목록`} columns={columns} rows={rows} rowKey={(row) => row.id} empty={<p>{props.empty}</p>} />}
      </QueryView>
      <Modal open={editing !== null} title={editing === 'new' ? `${noun} 추가` : `${noun} 수정`} onClose={close} wide={props.wide}>
        {editing !== null && form(editing === 'new' ? null : editing, close)}
      </Modal>
      {dialog}
    </Panel>
  );
}

/** The add/edit form's frame: no browser validation, the error line, 취소 and 저장. */
export function ListEditForm({ form, onSubmit, children }: { form: ListForm; onSubmit: () => void; children: ReactNode }) {
  return (
    <AdminForm
      onSubmit={() => {
        form.clear();
        onSubmit();
      }}
    >
      {children}
      <FormError message={form.error} />
      <DialogActions onCancel={form.onDone} confirmLabel="저장" pending={form.pending} />
    </AdminForm>
  );
}
