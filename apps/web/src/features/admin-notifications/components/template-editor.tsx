import { fillTemplate, type NotificationTemplate } from '@snsshop/shared/notifications';
import { useState } from 'react';
import { Panel } from '../../../components/admin/admin-page';
import { QueryView } from '../../../components/admin/query-view';
import { Field, FieldFrame } from '../../../components/ui/field';
import { useNotificationTemplates } from '../api/get-notification-templates';
import { useUpdateNotificationTemplate } from '../api/update-notification-template';

/** One event: its approved 알림톡 template id, the text (also used for 문자 and 이메일) and a preview with sample values. */
function TemplateCard({ t }: { t: NotificationTemplate }) {
  const [templateId, setTemplateId] = useState(t.templateId);
  const [text, setText] = useState(t.text);
  const save = useUpdateNotificationTemplate();
  const changed = templateId !== t.templateId || text !== t.text;
  const vars = Object.keys(t.sample);
  return (
    <Panel title={t.label}>
      <form
        className="adm-form"
        onSubmit={(e) => {
          e.preventDefault();
          save.mutate({ event: t.event, templateId, text });
        }}
      >
        <Field label="알림톡 템플릿 ID" value={templateId} onChange={(e) => setTemplateId(e.target.value)} placeholder="비우면 문자·이메일로만 보냅니다" hint="카카오 검수를 통과한 템플릿의 ID (솔라피에 등록한 값)" />
        <FieldFrame label="문구" hint={`쓸 수 있는 변수: ${vars.map((v) => `#{${v}}`).join(' ')}`}>
          {({ id, hintId }) => <textarea id={id} aria-describedby={hintId} className="input" rows={3} value={text} onChange={(e) => setText(e.target.value)} />}
        </FieldFrame>
        <div className="field">
          <span className="field__label">미리보기 (예시 값)</span>
          <p className="adm-preview" aria-label={`${t.label} 미리보기`}>
            {fillTemplate(text, t.sample)}
          </p>
        </div>
        <div className="adm-inline">
          <button type="submit" className="btn btn--primary btn--sm" disabled={!changed || save.isPending}>
            저장
          </button>
          <button type="button" className="btn btn--soft btn--sm" disabled={text === t.defaultText} onClick={() => setText(t.defaultText)}>
            기본 문구로
          </button>
        </div>
      </form>
    </Panel>
  );
}

export function TemplateEditor() {
  const templates = useNotificationTemplates();
  return (
    <QueryView query={templates} what="알림 템플릿">
      {(d) => (
        <div className="adm-stack">
          {d.items.map((t) => (
            <TemplateCard key={`${t.event}:${t.templateId}:${t.text}`} t={t} />
          ))}
        </div>
      )}
    </QueryView>
  );
}
