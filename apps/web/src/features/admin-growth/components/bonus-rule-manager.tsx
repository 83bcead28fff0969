import { BonusKind, BonusPerMember, bonusKindLabel, bonusLastDay, bonusPerMemberLabel, bonusRuleCreateBodySchema, bonusRuleText, type AdminBonusRule } from '@snsshop/shared/growth';
import { koreanDayOf } from '@snsshop/shared/common';
import { useState } from 'react';
import { ListEditForm, ListManager } from '../../../components/admin/list-manager';
import { Panel } from '../../../components/admin/admin-page';
import { QueryView } from '../../../components/admin/query-view';
import { Toggle } from '../../../components/admin/toggle';
import { firstIssue, useListForm } from '../../../components/admin/use-list-form';
import { DataTable } from '../../../components/ui/data-table';
import { Field, FieldFrame } from '../../../components/ui/field';
import { count, when, won } from '../../../lib/admin/format';
import { parseInteger } from '../../../lib/admin/number-input';
import { bonusRulesApi, useBonusShortfalls } from '../api/bonus-rules';

/** The days as the owner picked them: the first day the rule pays and the last (the shared schema turns them into moments). */
const firstDay = (iso: string | null) => (iso ? koreanDayOf(iso) : '');
const period = (r: AdminBonusRule) => (r.startsAt || r.endsAt ? `${firstDay(r.startsAt) || '처음'} ~ ${bonusLastDay(r.endsAt) || '계속'}` : '항상');

/** 충전 보너스: the owner's rules (the best one applies to a charge, never two) and what each paid. */
export function BonusRuleManager() {
  return (
    <>
      <ListManager
        editPermission="growth.edit"
        title="충전 보너스 규칙"
        noun="보너스 규칙"
        name={(r) => r.name}
        query={bonusRulesApi.useList()}
        api={bonusRulesApi}
        columns={[
          { key: 'name', header: '이름', cell: (r) => <strong>{r.name}</strong> },
          { key: 'rule', header: '내용', cell: (r) => bonusRuleText(r) },
          { key: 'per', header: '적용', cell: (r) => (r.perMember === 'period' ? `${r.periodDays}일마다 한 번` : bonusPerMemberLabel[r.perMember]) },
          { key: 'period', header: '기간', cell: period },
          { key: 'paid', header: '지급', align: 'end', cell: (r) => `${count(r.granted)}건 · ${won(r.grantedPoints)}` },
        ]}
        toggle={{ field: 'enabled', header: '사용' }}
        deleteMessage={(r) => `'${r.name}' 규칙을 삭제할까요? 이미 지급한 규칙은 삭제할 수 없고 꺼둘 수 있습니다.`}
        empty="보너스 규칙이 없습니다. 규칙을 추가하면 회원의 충전 화면에 이벤트로 표시됩니다."
        form={(rule, done) => <BonusRuleForm rule={rule} onDone={done} />}
        wide
      >
        <p className="adm-hint">여러 규칙이 맞으면 보너스가 가장 큰 규칙 하나만 지급됩니다. 충전이 환불·취소되면 보너스 전액을 회수합니다.</p>
      </ListManager>
      <ShortfallPanel />
    </>
  );
}

function ShortfallPanel() {
  const query = useBonusShortfalls();
  return (
    <Panel title="회수하지 못한 보너스">
      <QueryView query={query} what="회수하지 못한 보너스">
        {(rows) => (
          <DataTable
            caption="회수하지 못한 보너스 목록"
            rows={rows}
            rowKey={(r) => r.chargeId}
            empty={<p>충전 취소 때 이미 사용되어 회수하지 못한 보너스가 없습니다.</p>}
            columns={[
              { key: 'charge', header: '충전 번호', cell: (r) => r.chargeId },
              { key: 'member', header: '회원', cell: (r) => r.loginId },
              { key: 'bonus', header: '보너스', align: 'end', cell: (r) => won(r.bonus) },
              { key: 'back', header: '회수', align: 'end', cell: (r) => won(r.clawedBack) },
              { key: 'short', header: '미회수', align: 'end', cell: (r) => <strong>{won(r.shortfall)}</strong> },
              { key: 'at', header: '취소 일시', cell: (r) => when(r.reversedAt) },
            ]}
          />
        )}
      </QueryView>
    </Panel>
  );
}

function BonusRuleForm({ rule, onDone }: { rule: AdminBonusRule | null; onDone: () => void }) {
  const [name, setName] = useState(rule?.name ?? '');
  const [kind, setKind] = useState(rule?.kind ?? 'percent');
  const [amount, setAmount] = useState(String(rule?.amount ?? 10));
  const [minCharge, setMinCharge] = useState(String(rule?.minCharge ?? 0));
  const [maxBonus, setMaxBonus] = useState(rule?.maxBonus === null || rule?.maxBonus === undefined ? '' : String(rule.maxBonus));
  const [firstChargeOnly, setFirstChargeOnly] = useState(rule?.firstChargeOnly ?? false);
  const [perMember, setPerMember] = useState(rule?.perMember ?? 'every');
  const [periodDays, setPeriodDays] = useState(rule?.periodDays ? String(rule.periodDays) : '');
  const [startsAt, setStartsAt] = useState(firstDay(rule?.startsAt ?? null));
  const [endsAt, setEndsAt] = useState(bonusLastDay(rule?.endsAt ?? null));
  const [enabled, setEnabled] = useState(rule?.enabled ?? true);
  const form = useListForm(bonusRulesApi, rule, onDone);

  const submit = () => {
    const parsed = bonusRuleCreateBodySchema.safeParse({
      name,
      kind,
      amount: parseInteger(amount),
      minCharge: parseInteger(minCharge),
      maxBonus: maxBonus.trim() === '' ? null : parseInteger(maxBonus),
      firstChargeOnly,
      perMember,
      periodDays: perMember === 'period' ? parseInteger(periodDays) : null,
      startsAt: startsAt || null,
      endsAt: endsAt || null,
      enabled,
    });
    if (!parsed.success) return form.fail(firstIssue(parsed.error));
    form.save(parsed.data);
  };

  return (
    <ListEditForm form={form} onSubmit={submit}>
      <Field label="이름" value={name} onChange={(e) => setName(e.target.value)} maxLength={60} placeholder="예: 10만원 충전 시 10% 추가 적립" />
      <div className="adm-form__row">
        <FieldFrame label="보너스 방식">
          {({ id }) => (
            <select id={id} className="input select" value={kind} onChange={(e) => setKind(e.target.value as BonusKind)}>
              {BonusKind.map((k) => (
                <option key={k} value={k}>
                  {bonusKindLabel[k]}
                </option>
              ))}
            </select>
          )}
        </FieldFrame>
        <Field label={kind === 'percent' ? '보너스 비율(%)' : '보너스 포인트'} inputMode="numeric" value={amount} onChange={(e) => setAmount(e.target.value)} />
      </div>
      <div className="adm-form__row">
        <Field label="최소 충전 금액(원)" inputMode="numeric" value={minCharge} onChange={(e) => setMinCharge(e.target.value)} />
        <Field label="최대 보너스(원)" optional hint="비워두면 한도 없음" inputMode="numeric" value={maxBonus} onChange={(e) => setMaxBonus(e.target.value)} />
      </div>
      <div className="adm-form__row">
        <FieldFrame label="적용 횟수">
          {({ id }) => (
            <select id={id} className="input select" value={perMember} onChange={(e) => setPerMember(e.target.value as BonusPerMember)}>
              {BonusPerMember.map((p) => (
                <option key={p} value={p}>
                  {bonusPerMemberLabel[p]}
                </option>
              ))}
            </select>
          )}
        </FieldFrame>
        {perMember === 'period' && <Field label="기간(일)" inputMode="numeric" value={periodDays} onChange={(e) => setPeriodDays(e.target.value)} />}
      </div>
      <div className="adm-form__row">
        <Field label="시작일" optional type="date" value={startsAt} onChange={(e) => setStartsAt(e.target.value)} />
        <Field label="종료일" optional hint="이 날 24시까지 지급합니다 (한국 시간)" type="date" value={endsAt} onChange={(e) => setEndsAt(e.target.value)} />
      </div>
      <Toggle label="첫 충전에만 지급" checked={firstChargeOnly} onChange={setFirstChargeOnly} />
      <Toggle label="사용" checked={enabled} onChange={setEnabled} />
    </ListEditForm>
  );
}
