import { useCan } from '../../../lib/admin/get-admin-me';
import { Link } from 'react-router';
import { settingFieldFor, settingGroupLabel, settingValueSchemaFor, type AdminSetting } from '@snsshop/shared/content';
import { useState } from 'react';
import { FormError, useFormError } from '../../../components/ui/form-error';
import { adminScreens } from '../../../config/admin-screens';
import { useAdminSettings } from '../api/get-settings';
import { useUpdateSettings, type SettingValue } from '../api/update-settings';
import { AdminPage, Panel } from '../../../components/admin/admin-page';
import { QueryView } from '../../../components/admin/query-view';
import { SettingControl } from './setting-control';

/** JSON text compact (as stored) when it parses, else as typed. */
const compactJson = (v: SettingValue) => {
  if (typeof v !== 'string') return v;
  try {
    return JSON.stringify(JSON.parse(v));
  } catch {
    return v;
  }
};
/** JSON settings are shown indented; the rest as they are. */
const shown = (s: AdminSetting): SettingValue => {
  if (s.control !== 'json' || typeof s.value !== 'string') return s.value;
  try {
    return JSON.stringify(JSON.parse(s.value), null, 2);
  } catch {
    return s.value;
  }
};
/** What would be saved: JSON compacted, so re-indenting alone is no change. */
const saved = (s: AdminSetting, v: SettingValue) => (s.control === 'json' ? compactJson(v) : v);
const same = (a: SettingValue, b: SettingValue) => JSON.stringify(a) === JSON.stringify(b);

/** Every site setting (docs/storefront-rules.md §3), grouped, saved together (only what changed is sent). */
export function SettingsScreen() {
  const settings = useAdminSettings();
  return (
    <AdminPage
      title={adminScreens.settings.label}
      desc="쇼핑몰의 사업자 정보, 입금 계좌, 기능 켜기/끄기, 충전 버튼, 소셜 로그인 설정을 바꿉니다."
      actions={
        <Link to={adminScreens.notifications.path} className="btn btn--soft btn--sm">
          회원 알림 (템플릿·발송 기록)
        </Link>
      }
    >
      <QueryView query={settings} what="사이트 설정">
        {(list) => <SettingsForm key={list.map((s) => `${s.key}:${s.updatedAt ?? ''}`).join('|')} settings={list} />}
      </QueryView>
    </AdminPage>
  );
}

function SettingsForm({ settings }: { settings: AdminSetting[] }) {
  const initial = Object.fromEntries(settings.map((s) => [s.key, shown(s)])) as Record<string, SettingValue>;
  const [values, setValues] = useState(initial);
  const { error, fail, clear } = useFormError();
  const save = useUpdateSettings();
  const mayEdit = useCan('settings.edit');
  const changed = settings.filter((s) => !same(saved(s, values[s.key] ?? s.value), saved(s, s.value)));
  const groups = [...new Set(settings.map((s) => s.group))];

  const submit = () => {
    clear();
    const out: Record<string, SettingValue> = {};
    for (const s of changed) {
      const field = settingFieldFor(s.key);
      const raw = saved(s, values[s.key] ?? s.value);
      const parsed = field ? settingValueSchemaFor(field).safeParse(raw) : { success: true as const, data: raw };
      if (!parsed.success) return fail(parsed.error.issues[0]?.message ?? `${s.label} 값이 올바르지 않습니다.`);
      out[s.key] = parsed.data;
    }
    save.save(out).catch(() => undefined);
  };

  return (
    <form
      className="adm-page"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      {groups.map((g) => (
        <Panel key={g} title={settingGroupLabel[g as keyof typeof settingGroupLabel] ?? g}>
          <div className="adm-setting-group">
            {settings
              .filter((s) => s.group === g)
              .map((s) => (
                <div key={s.key} className="adm-setting">
                  <div>
                    <label className="adm-setting__label" htmlFor={`setting-${s.key}`}>
                      {s.label}
                    </label>
                    <span className="adm-setting__key">{s.key}</span>
                    {s.help && <span className="adm-hint">{s.help}</span>}
                  </div>
                  <SettingControl setting={s} value={values[s.key] ?? shown(s)} onChange={(v) => setValues((prev) => ({ ...prev, [s.key]: v }))} />
                </div>
              ))}
          </div>
        </Panel>
      ))}
      {mayEdit ? (
        <div className="adm-sticky-save">
          <span className="adm-count" aria-live="polite">
            {changed.length > 0 ? `바꾼 설정 ${changed.length}개` : '바꾼 설정이 없습니다.'}
          </span>
          <span className="adm-inline">
            <button type="button" className="btn btn--sm" disabled={changed.length === 0} onClick={() => setValues(initial)}>
              되돌리기
            </button>
            <button type="submit" className="btn btn--primary btn--sm" disabled={changed.length === 0 || save.isPending}>
              저장
            </button>
          </span>
        </div>
      ) : (
        <p className="adm-hint">설정을 볼 수만 있습니다. 설정을 바꿀 권한이 없습니다.</p>
      )}
      <FormError message={error} />
    </form>
  );
}
