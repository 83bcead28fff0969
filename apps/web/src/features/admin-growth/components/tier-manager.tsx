import { tierCreateBodySchema, tierWindowText, type AdminTier } from '@snsshop/shared/growth';
import { useState } from 'react';
import { ListEditForm, ListManager } from '../../../components/admin/list-manager';
import { firstIssue, useListForm } from '../../../components/admin/use-list-form';
import { Field } from '../../../components/ui/field';
import { count, won } from '../../../lib/admin/format';
import { parseInteger } from '../../../lib/admin/number-input';
import { tiersApi } from '../api/tiers';

/** 회원 등급: the owner's tiers (threshold on credited charges, discount on every price) and their members. */
export function TierManager() {
  return (
    <ListManager<AdminTier, never>
      editPermission="growth.edit"
      title="회원 등급"
      noun="등급"
      name={(t) => t.name}
      query={tiersApi.useList()}
      api={tiersApi}
      columns={[
        {
          key: 'name',
          header: '등급',
          cell: (t) => (
            <span className="tier-chip" style={{ background: t.color }}>
              {t.name}
            </span>
          ),
        },
        { key: 'threshold', header: '기준', cell: (t) => `${tierWindowText(t.windowDays)} ${won(t.threshold)} 이상` },
        { key: 'discount', header: '할인', align: 'end', cell: (t) => `${t.discountPct}%` },
        { key: 'members', header: '회원 수', align: 'end', cell: (t) => `${count(t.members)}명` },
      ]}
      deleteMessage={(t) => `'${t.name}' 등급을 삭제할까요? 이 등급의 회원은 조건에 맞는 다른 등급으로 옮겨집니다.`}
      empty="등급이 없습니다. 등급을 추가하면 승인된 충전 금액에 따라 회원 등급과 할인이 정해집니다."
      form={(tier, done) => <TierForm tier={tier} onDone={done} />}
    >
      <p className="adm-hint">승인된 충전만 집계하고 환불·취소된 금액은 빼며, 대기 중인 충전은 세지 않습니다. 충전이 승인될 때와 매일 한 번 다시 계산합니다.</p>
    </ListManager>
  );
}

function TierForm({ tier, onDone }: { tier: AdminTier | null; onDone: () => void }) {
  const [name, setName] = useState(tier?.name ?? '');
  const [color, setColor] = useState(tier?.color ?? '#c8a200');
  const [threshold, setThreshold] = useState(String(tier?.threshold ?? 100_000));
  const [windowDays, setWindowDays] = useState(tier?.windowDays ? String(tier.windowDays) : '');
  const [discountPct, setDiscountPct] = useState(String(tier?.discountPct ?? 5));
  const form = useListForm(tiersApi, tier, onDone);

  const submit = () => {
    const parsed = tierCreateBodySchema.safeParse({
      name,
      color,
      threshold: parseInteger(threshold),
      windowDays: windowDays.trim() === '' ? null : parseInteger(windowDays),
      discountPct: parseInteger(discountPct),
    });
    if (!parsed.success) return form.fail(firstIssue(parsed.error));
    form.save(parsed.data);
  };

  return (
    <ListEditForm form={form} onSubmit={submit}>
      <div className="adm-form__row">
        <Field label="등급 이름" value={name} onChange={(e) => setName(e.target.value)} maxLength={30} placeholder="예: VIP" />
        <Field label="색상" type="color" value={color} onChange={(e) => setColor(e.target.value)} />
      </div>
      <div className="adm-form__row">
        <Field label="기준 충전 금액(원)" inputMode="numeric" value={threshold} onChange={(e) => setThreshold(e.target.value)} />
        <Field label="집계 기간(일)" optional hint="비워두면 전체 기간 누적" inputMode="numeric" value={windowDays} onChange={(e) => setWindowDays(e.target.value)} />
      </div>
      <Field label="할인율(%)" inputMode="numeric" value={discountPct} onChange={(e) => setDiscountPct(e.target.value)} hint="모든 주문 가격(웹·API·자동주문)에 적용됩니다" />
    </ListEditForm>
  );
}
