import type { OwnerAlertSettings } from '@snsshop/shared/notifications';
import { useState } from 'react';
import { Panel } from '../../../components/admin/admin-page';
import { QueryView } from '../../../components/admin/query-view';
import { Field } from '../../../components/ui/field';
import { useOwnerAlerts } from '../api/get-owner-alerts';
import { useUpdateOwnerAlerts } from '../api/update-owner-alerts';

function OwnerAlertFields({ current }: { current: OwnerAlertSettings }) {
  const [form, setForm] = useState({ phone: current.phone, email: current.email, telegramChatId: current.telegramChatId, telegramBotToken: '' });
  const save = useUpdateOwnerAlerts();
  const set = (key: keyof typeof form) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [key]: e.target.value }));
  return (
    <Panel title="관리자 알림 받을 곳">
      <form
        className="adm-form"
        onSubmit={(e) => {
          e.preventDefault();
          save.mutate({ ...form, ...(form.telegramBotToken ? {} : { telegramBotToken: undefined }) });
        }}
      >
        <p className="adm-hint">승인을 기다리는 충전, 맞는 신청이 없는 입금, 보류·정체 주문, 계속 실패하는 자동 작업을 종류별로 1분씩 모아 한 번에 보냅니다. 텔레그램, 문자, 이메일 순서로 보냅니다.</p>
        <Field label="휴대폰 번호 (문자)" value={form.phone} onChange={set('phone')} inputMode="tel" placeholder="01012345678" />
        <Field label="이메일" value={form.email} onChange={set('email')} type="email" placeholder="owner@example.com" />
        <Field label="텔레그램 채팅 ID" value={form.telegramChatId} onChange={set('telegramChatId')} placeholder="-1001234567890" />
        <Field
          label="텔레그램 봇 토큰"
          value={form.telegramBotToken}
          onChange={set('telegramBotToken')}
          type="password"
          autoComplete="off"
          placeholder={current.telegramBotTokenSet ? '저장되어 있습니다 — 바꿀 때만 입력' : '123456:ABC-DEF…'}
        />
        <div className="adm-inline">
          <button type="submit" className="btn btn--primary btn--sm" disabled={save.isPending}>
            저장
          </button>
        </div>
      </form>
    </Panel>
  );
}

/** The owner's own alerts: where they go. Empty fields fall back to the server's environment settings. */
export function OwnerAlertForm() {
  const settings = useOwnerAlerts();
  return <QueryView query={settings} what="관리자 알림 설정">{(s) => <OwnerAlertFields key={JSON.stringify(s)} current={s} />}</QueryView>;
}
