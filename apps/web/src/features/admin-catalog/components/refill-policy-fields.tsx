import type { AdminService } from '@snsshop/shared/catalog';
import { refillPolicySchema, type RefillMode, type RefillPolicy } from '@snsshop/shared/refills';
import { Toggle } from '../../../components/admin/toggle';
import { Field, FieldFrame } from '../../../components/ui/field';
import { parseInteger } from '../../../lib/admin/number-input';
import './refill-policy-fields.css';

/** The refill (A/S) policy as the form holds it: numbers as typed. */
export interface RefillDraft {
  mode: RefillMode;
  days: string;
  cap: string;
  cooldownHours: string;
  partial: boolean;
}

const defaults: RefillPolicy = { refillMode: 'none', refillDays: 30, refillCap: 3, refillCooldownHours: 24, refillPartial: false };
const policyOf = (s: AdminService | null): RefillPolicy =>
  s ? { refillMode: s.refillMode, refillDays: s.refillDays, refillCap: s.refillCap, refillCooldownHours: s.refillCooldownHours, refillPartial: s.refillPartial } : defaults;

export function refillDraftOf(s: AdminService | null): RefillDraft {
  const p = policyOf(s);
  return { mode: p.refillMode, days: String(p.refillDays), cap: String(p.refillCap), cooldownHours: String(p.refillCooldownHours), partial: p.refillPartial };
}

/** Only the policy fields that differ from the service as saved (or from the defaults for a new one); a Korean message when one is out of range. */
export function refillChanges(d: RefillDraft, original: AdminService | null): { ok: true; changes: Partial<RefillPolicy> } | { ok: false; message: string } {
  const parsed = refillPolicySchema.safeParse({ refillMode: d.mode, refillDays: parseInteger(d.days), refillCap: parseInteger(d.cap), refillCooldownHours: parseInteger(d.cooldownHours), refillPartial: d.partial });
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0]?.message ?? '입력 형식을 맞춰주세요.' };
  const base = policyOf(original);
  const changes: Partial<RefillPolicy> = {};
  for (const k of Object.keys(base) as (keyof RefillPolicy)[]) if (parsed.data[k] !== base[k]) Object.assign(changes, { [k]: parsed.data[k] });
  return { ok: true, changes };
}

const modeLabels: Record<RefillMode, string> = { none: '리필 없음', provider: '공급처 리필 (자동)', manual: '운영자가 직접 처리' };

/** 리필(A/S): how refills are handled, and the window, cap and cool-down members see. */
export function RefillPolicyFields({ value, onChange }: { value: RefillDraft; onChange: (next: RefillDraft) => void }) {
  const set = <K extends keyof RefillDraft>(k: K, v: RefillDraft[K]) => onChange({ ...value, [k]: v });
  return (
    <fieldset className="refill-policy">
      <legend>리필(A/S)</legend>
      <div className="adm-form__row">
        <FieldFrame label="리필 방식">
          {({ id }) => (
            <select id={id} className="input select" value={value.mode} onChange={(e) => set('mode', e.target.value as RefillMode)}>
              {(Object.keys(modeLabels) as RefillMode[]).map((m) => (
                <option key={m} value={m}>
                  {modeLabels[m]}
                </option>
              ))}
            </select>
          )}
        </FieldFrame>
        {value.mode !== 'none' && (
          <>
            <Field label="A/S 기간(일)" inputMode="numeric" value={value.days} onChange={(e) => set('days', e.target.value)} hint="완료 후 며칠까지" />
            <Field label="주문당 리필 횟수" inputMode="numeric" value={value.cap} onChange={(e) => set('cap', e.target.value)} />
            <Field label="요청 간격(시간)" inputMode="numeric" value={value.cooldownHours} onChange={(e) => set('cooldownHours', e.target.value)} />
          </>
        )}
      </div>
      {value.mode !== 'none' && <Toggle label="부분 완료 주문도 리필 허용" checked={value.partial} onChange={(v) => set('partial', v)} />}
      <p className="adm-hint">공급처 리필은 공급처에 리필을 자동으로 요청하고, 직접 처리는 리필 요청 화면에서 운영자가 완료·거절합니다.</p>
    </fieldset>
  );
}
