import { registerWhereCreateBodySchema, type AdminRegisterWhere } from '@snsshop/shared/content';
import { useState } from 'react';
import { registerWhereApi } from '../api/register-where';
import { ListEditForm, ListManager } from '../../../components/admin/list-manager';
import { parseInteger } from '../../../lib/admin/number-input';
import { Toggle } from '../../../components/admin/toggle';
import { firstIssue, useListForm } from '../../../components/admin/use-list-form';
import { Field } from '../../../components/ui/field';

/** The "가입 경로" dropdown of the register form. */
export function RegisterWhereManager() {
  return (
    <ListManager
      editPermission="content.edit"
      title="가입 경로"
      noun="가입 경로"
      name={(o) => o.text}
      query={registerWhereApi.useList()}
      api={registerWhereApi}
      columns={[
        { key: 'text', header: '이름', cell: (o) => <strong>{o.text}</strong> },
        { key: 'sort', header: '정렬', align: 'end', cell: (o) => o.sortOrder },
      ]}
      toggle={{ field: 'visible', header: '노출' }}
      deleteMessage={(o) => `'${o.text}'을(를) 삭제할까요?`}
      empty="가입 경로가 없습니다."
      form={(option, done) => <RegisterWhereForm option={option} onDone={done} />}
    />
  );
}

function RegisterWhereForm({ option, onDone }: { option: AdminRegisterWhere | null; onDone: () => void }) {
  const [text, setText] = useState(option?.text ?? '');
  const [visible, setVisible] = useState(option?.visible ?? true);
  const [sortOrder, setSortOrder] = useState(String(option?.sortOrder ?? 0));
  const form = useListForm(registerWhereApi, option, onDone);

  const submit = () => {
    const parsed = registerWhereCreateBodySchema.safeParse({ text, visible, sortOrder: parseInteger(sortOrder) });
    if (!parsed.success) return form.fail(firstIssue(parsed.error));
    form.save(parsed.data);
  };

  return (
    <ListEditForm form={form} onSubmit={submit}>
      <div className="adm-form__row">
        <Field label="이름" value={text} onChange={(e) => setText(e.target.value)} maxLength={100} placeholder="예: 지인 추천" />
        <Field label="정렬 순서" inputMode="numeric" value={sortOrder} onChange={(e) => setSortOrder(e.target.value)} />
      </div>
      <Toggle label="노출" checked={visible} onChange={setVisible} />
    </ListEditForm>
  );
}
