import { couponKindRules, couponScopeLabel, type AdminCoupon } from '@snsshop/shared/coupons';
import { useState } from 'react';
import { AdminPage, Panel } from '../../../components/admin/admin-page';
import { Modal } from '../../../components/admin/modal';
import { QueryView } from '../../../components/admin/query-view';
import { Toggle } from '../../../components/admin/toggle';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { count, when, won } from '../../../lib/admin/format';
import { useAddCouponCodes } from '../api/add-coupon-codes';
import { useDownloadCouponCodes } from '../api/download-coupon-codes';
import { useAdminCoupons } from '../api/get-coupons';
import { useUpdateCoupon } from '../api/update-coupon';
import { CouponForm } from './coupon-form';
import { CouponRedemptions } from './coupon-redemptions';

function limits(c: AdminCoupon): string {
  const parts = [c.minAmount > 0 ? `${won(c.minAmount)} 이상` : null, c.scope !== 'all' ? `${couponScopeLabel[c.scope]} #${c.scopeId}` : null, c.firstOrderOnly ? '첫 주문만' : null, `회원당 ${c.perMemberLimit}회`];
  return parts.filter(Boolean).join(' · ');
}

/** 쿠폰: every coupon with its code, limits, uses and what it has cost; new coupons, on/off, CSV of single-use codes, redemptions. */
export function CouponDesk() {
  const coupons = useAdminCoupons();
  const update = useUpdateCoupon();
  const download = useDownloadCouponCodes();
  const addCodes = useAddCouponCodes();
  const [creating, setCreating] = useState(false);
  const [shown, setShown] = useState<AdminCoupon | null>(null);

  const columns: Column<AdminCoupon>[] = [
    {
      key: 'name',
      header: '쿠폰',
      cell: (c) => (
        <>
          <strong>{c.name}</strong>
          <br />
          <span className="adm-hint">{couponKindRules[c.kind].label}</span>
        </>
      ),
    },
    {
      key: 'code',
      header: '코드',
      cell: (c) =>
        c.code ? (
          <code>{c.code}</code>
        ) : (
          <span className="adm-actions">
            <button type="button" className="btn btn--soft btn--sm" disabled={download.isPending} onClick={() => download.mutate(c.id)}>
              1회용 코드 CSV
            </button>
            <button type="button" className="btn btn--soft btn--sm" disabled={addCodes.isPending} onClick={() => addCodes.mutate({ id: c.id, count: 100 })}>
              100개 추가
            </button>
          </span>
        ),
    },
    {
      key: 'benefit',
      header: '혜택 · 조건',
      cell: (c) => (
        <>
          {c.benefit}
          <br />
          <span className="adm-hint">{limits(c)}</span>
        </>
      ),
    },
    { key: 'used', header: '사용', align: 'end', cell: (c) => `${count(c.usedCount)}${c.totalLimit !== null ? ` / ${count(c.totalLimit)}` : ''}` },
    { key: 'cost', header: '비용', align: 'end', cell: (c) => won(c.cost) },
    {
      key: 'expiresAt',
      header: '만료',
      align: 'center',
      cell: (c) =>
        c.expiresAt ? (
          <>
            {when(c.expiresAt)}
            {c.expired && <span className="adm-badge adm-badge--warn adm-badge--beside">만료됨</span>}
          </>
        ) : (
          '없음'
        ),
    },
    { key: 'active', header: '사용', align: 'center', cell: (c) => <Toggle label={`${c.name} 사용`} hideLabel checked={c.active} onChange={(active) => update.mutate({ id: c.id, body: { active } })} /> },
    {
      key: 'redemptions',
      header: '내역',
      align: 'center',
      cell: (c) => (
        <button type="button" className="btn btn--soft btn--sm" onClick={() => setShown(c)}>
          사용 내역
        </button>
      ),
    },
  ];

  return (
    <AdminPage
      title="쿠폰"
      desc="포인트 지급, 충전 보너스, 주문 할인 쿠폰을 만들고 사용 현황과 비용을 확인합니다. 모든 변경은 감사 기록에 남습니다."
      actions={
        <button type="button" className="btn btn--primary" onClick={() => setCreating(true)}>
          쿠폰 만들기
        </button>
      }
    >
      <QueryView query={coupons} what="쿠폰 목록">
        {(list) => (
          <Panel title={`쿠폰 ${list.length}개 · 비용 합계 ${won(list.reduce((s, c) => s + c.cost, 0))}`}>
            <DataTable caption="쿠폰 목록" columns={columns} rows={list} rowKey={(c) => c.id} empty="아직 만든 쿠폰이 없습니다." />
          </Panel>
        )}
      </QueryView>
      <Modal open={creating} title="쿠폰 만들기" onClose={() => setCreating(false)} wide>
        <CouponForm onDone={() => setCreating(false)} />
      </Modal>
      <Modal open={shown !== null} title={shown ? `${shown.name} 사용 내역` : ''} onClose={() => setShown(null)} wide>
        {shown && <CouponRedemptions couponId={shown.id} />}
      </Modal>
    </AdminPage>
  );
}
