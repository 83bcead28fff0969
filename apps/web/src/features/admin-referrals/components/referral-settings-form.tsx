import { referralSettingsSchema, type AdminReferralSettings, type ReferralSettings } from '@snsshop/shared/referrals';
import { useState, type FormEvent } from 'react';
import { Panel } from '../../../components/admin/admin-page';
import { QueryView } from '../../../components/admin/query-view';
import { Field } from '../../../components/ui/field';
import { FormError } from '../../../components/ui/form-error';
import { useReferralSettings, useSaveReferralSettings } from '../api/referral-settings';

type Numbers = Omit<ReferralSettings, 'mode'>;
const numberFields: { key: keyof Numbers; label: string; hint: string }[] = [
  { key: 'percent', label: '보상 비율 (%)', hint: '친구의 첫 충전 포인트에 대한 비율' },
  { key: 'maxReward', label: '최대 보상 (원)', hint: '비율 보상의 상한, 0은 제한 없음' },
  { key: 'fixed', label: '고정 보상 (원)', hint: '고정 금액으로 줄 때' },
  { key: 'refereeReward', label: '가입한 친구 보상 (원)', hint: '0이면 주지 않음' },
  { key: 'monthlyCap', label: '추천인 월 최대 보상 횟수', hint: '0은 제한 없음' },
  { key: 'sameIpHours', label: '같은 IP 가입 제한 (시간)', hint: '추천인과 같은 IP에서 이 시간 안에 가입하면 보상 없음, 0은 끔' },
];

function SettingsForm({ current }: { current: AdminReferralSettings }) {
  const save = useSaveReferralSettings();
  const [enabled, setEnabled] = useState(current.enabled);
  const [mode, setMode] = useState(current.settings.mode);
  const [values, setValues] = useState(() => Object.fromEntries(numberFields.map((f) => [f.key, String(current.settings[f.key])])) as Record<keyof Numbers, string>);
  const [error, setError] = useState<string | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = referralSettingsSchema.safeParse({ mode, ...Object.fromEntries(numberFields.map((f) => [f.key, values[f.key].trim() === '' ? NaN : Number(values[f.key])])) });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? null);
    setError(null);
    save.mutate({ enabled, settings: parsed.data });
  };
  return (
    <form className="adm-form" onSubmit={submit} noValidate>
      <div className="adm-form__checks">
        <label className="checkbox">
          <input type="checkbox" checked={enabled} onChange={(e) => setEnabled(e.target.checked)} />
          친구 초대 보상 사용 (추천인 코드 입력란과 회원의 초대 링크가 보입니다)
        </label>
      </div>
      <div className="field">
        <label className="field__label" htmlFor="referral-mode">
          추천인 보상 방식
        </label>
        <select id="referral-mode" className="input select" value={mode} onChange={(e) => setMode(e.target.value as ReferralSettings['mode'])}>
          <option value="percent">첫 충전의 비율</option>
          <option value="fixed">고정 포인트</option>
        </select>
      </div>
      <div className="adm-form__row">
        {numberFields.map((f) => (
          <Field key={f.key} label={f.label} hint={f.hint} inputMode="numeric" value={values[f.key]} onChange={(e) => setValues((v) => ({ ...v, [f.key]: e.target.value }))} />
        ))}
      </div>
      <FormError message={error} />
      <div className="adm-form__actions">
        <button type="submit" className="btn btn--primary" disabled={save.isPending}>
          저장
        </button>
      </div>
    </form>
  );
}

/** The owner's switch and rules; a referee's first credited charge pays once, refusals are listed below. */
export function ReferralSettingsForm() {
  const settings = useReferralSettings();
  return (
    <Panel title="보상 설정">
      <QueryView query={settings} what="친구 초대 설정">
        {(s) => <SettingsForm current={s} />}
      </QueryView>
    </Panel>
  );
}
