import { registerWhereCreateBodySchema, type AdminRegisterWhere } from '@snsshop/shared';
import { useState } from 'react';
import { DataTable, type Column } from '../../../../components/ui/data-table';
import { FormError, useFormError } from '../../../../components/ui/form-error';
import { registerWhereApi } from '../../api/register-where';
import { Panel } from '../common/admin-page';
import { Modal } from '../common/modal';
import { parseInteger } from '../common/number-input';
import { QueryView } from '../common/query-view';
import { Toggle } from '../common/toggle';
import { useConfirm } from '../common/use-confirm';

type Editing = AdminRegisterWhere | 'new' | null;

/** The "가입 경로" dropdown of the register form. */
export function RegisterWhereManager() {
  const options = registerWhereApi.useList();
  const update = registerWhereApi.useUpdate();
  const remove = registerWhereApi.useRemove();
  const { ask, dialog } = useConfirm();
  const [editing, setEditing] = useState<Editing>(null);

  const columns: Column<AdminRegisterWhere>[] = [
    { key: 'text', header: '이름', cell: (o) => <strong>{o.text}</strong> },
    { key: 'sort', header: '정렬', align: 'end', cell: (o) => o.sortOrder },
    {
      key: 'visible',
      header: '노출',
      align: 'center',
      cell: (o) => <Toggle label={`${o.text} 노출`} hideLabel checked={o.visible} onChange={(visible) => update.mutate({ id: o.id, body: { visible } })} />,
    },
    {
      key: 'actions',
      header: '관리',
      align: 'end',
      cell: (o) => (
        <span className="adm-actions">
          <button type="button" className="btn btn--xs" onClick={() => setEditing(o)} aria-label={`${o.text} 수정`}>
            수정
          </button>
          <button
            type="button"
            className="btn btn--danger btn--xs"
            aria-label={`${o.text} 삭제`}
            onClick={() => ask({ title: '가입 경로 삭제', message: `'${o.text}'을(를) 삭제할까요?`, confirmLabel: '삭제하기', onConfirm: () => remove.mutate(o.id) })}
          >
            삭제
          </button>
        </span>
      ),
    },
  ];

  return (
    <Panel
      title="가입 경로"
      actions={
        <button type="button" className="btn btn--primary btn--sm" onClick={() => setEditing('new')}>
          가입 경로 추가
        </button>
      }
    >
      <QueryView query={options} what="가입 경로">
        {(rows) => <DataTable caption="가입 경로 목록" columns={columns} rows={rows} rowKey={(o) => o.id} empty={<p>가입 경로가 없습니다.</p>} />}
      </QueryView>
      <Modal open={editing !== null} title={editing === 'new' ? '가입 경로 추가' : '가입 경로 수정'} onClose={() => setEditing(null)}>
        {editing !== null && <RegisterWhereForm option={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />}
      </Modal>
      {dialog}
    </Panel>
  );
}

function RegisterWhereForm({ option, onDone }: { option: AdminRegisterWhere | null; onDone: () => void }) {
  const [text, setText] = useState(option?.text ?? '');
  const [visible, setVisible] = useState(option?.visible ?? true);
  const [sortOrder, setSortOrder] = useState(String(option?.sortOrder ?? 0));
  const { error, fail, clear } = useFormError();
  const create = registerWhereApi.useCreate();
  const update = registerWhereApi.useUpdate();

  const submit = () => {
    clear();
    const parsed = registerWhereCreateBodySchema.safeParse({ text, visible, sortOrder: parseInteger(sortOrder) });
    if (!parsed.success) return fail(parsed.error.issues[0]?.message ?? '입력 형식을 맞춰주세요.');
    if (option) update.mutate({ id: option.id, body: parsed.data }, { onSuccess: onDone });
    else create.mutate(parsed.data, { onSuccess: onDone });
  };

  return (
    <form
      className="adm-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <div className="adm-form__row">
        <div className="field">
          <label className="field__label" htmlFor="rw-text">
            이름
          </label>
          <input id="rw-text" className="input" value={text} onChange={(e) => setText(e.target.value)} maxLength={100} placeholder="예: 지인 추천" />
        </div>
        <div className="field">
          <label className="field__label" htmlFor="rw-sort">
            정렬 순서
          </label>
          <input id="rw-sort" className="input" inputMode="numeric" value={sortOrder} onChange={(e) => setSortOrder(e.target.value)} />
        </div>
      </div>
      <Toggle label="노출" checked={visible} onChange={setVisible} />
      <FormError message={error} />
      <div className="adm-form__actions">
        <button type="button" className="btn" onClick={onDone}>
          취소
        </button>
        <button type="submit" className="btn btn--primary" disabled={create.isPending || update.isPending}>
          저장
        </button>
      </div>
    </form>
  );
}
