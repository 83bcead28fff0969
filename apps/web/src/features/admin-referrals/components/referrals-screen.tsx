import type { AdminReferral } from '@snsshop/shared/referrals';
import { referralStatusLabel } from '@snsshop/shared/referrals';
import { useState } from 'react';
import { AdminPage, Panel } from '../../../components/admin/admin-page';
import { QueryView } from '../../../components/admin/query-view';
import { Chips, type ChipOption } from '../../../components/ui/chips';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { adminScreens } from '../../../config/admin-screens';
import { count, when } from '../../../lib/admin/format';
import { formatPoints } from '@snsshop/shared/common';
import { useAdminReferrals, type ReferralView } from '../api/get-referrals';
import { ReferralSettingsForm } from './referral-settings-form';
import { CursorPager, useCursorTrail } from '../../../components/admin/cursor-pager';
import { MemberLink } from '../../../components/admin/record-links';

const views: ChipOption<ReferralView>[] = [
  { value: 'all', label: '전체' },
  { value: 'rewarded', label: '지급' },
  { value: 'refused', label: '거절' },
  { value: 'clawed_back', label: '회수' },
];
const points = formatPoints;
const member = (id: number, loginId: string) => (
  <MemberLink id={id}>
    {loginId}
  </MemberLink>
);

const columns: Column<AdminReferral>[] = [
  { key: 'createdAt', header: '첫 충전 일시', align: 'center', cell: (r) => when(r.createdAt) },
  { key: 'referrer', header: '추천인', cell: (r) => member(r.referrerId, r.referrerLoginId) },
  { key: 'referee', header: '가입한 친구', cell: (r) => member(r.refereeId, r.refereeLoginId) },
  { key: 'charge', header: '첫 충전', align: 'end', cell: (r) => points(r.chargePoints) },
  { key: 'status', header: '결과', align: 'center', cell: (r) => <strong>{referralStatusLabel[r.status]}</strong> },
  {
    key: 'reward',
    header: '보상 · 사유',
    cell: (r) =>
      r.status === 'refused' ? (
        <span className="adm-hint">{r.reasonText}</span>
      ) : (
        <span>
          추천인 {points(r.referrerPoints)}
          {r.refereePoints > 0 ? ` · 친구 ${points(r.refereePoints)}` : ''}
          {r.status === 'clawed_back' && (
            <span className="adm-hint">
              {' '}
              · 회수 {points(r.clawedBackPoints)}
              {r.shortfall > 0 ? ` (미회수 ${points(r.shortfall)})` : ''}
            </span>
          )}
        </span>
      ),
  },
];

/** 친구 초대: what the rewards cost, who was refused and why, and the rules. */
export function ReferralsScreen() {
  const [view, setView] = useState<ReferralView>('all');
  const trail = useCursorTrail<string>();
  const page = useAdminReferrals(view, trail.cursor);
  const choose = (v: ReferralView) => {
    setView(v);
    trail.reset();
  };
  return (
    <AdminPage title={adminScreens.referrals.label} desc="친구의 첫 충전이 완료될 때 추천인에게 보상이 한 번 지급됩니다. 본인·같은 연락처·같은 IP 추천, 탈퇴 후 재가입, 월 한도 초과는 사유와 함께 거절됩니다.">
      <ReferralSettingsForm />
      <Panel title="보상 내역">
        <Chips options={views} value={view} onChange={choose} label="친구 초대 보기" />
        <QueryView query={page} what="친구 초대 내역">
          {(p) => (
            <>
              <dl className="adm-facts">
                <div>
                  <dt>지급한 보상</dt>
                  <dd>{points(p.totals.paid)}</dd>
                </div>
                <div>
                  <dt>회수한 보상</dt>
                  <dd>
                    {points(p.totals.clawedBack)}
                    {p.totals.shortfall > 0 ? ` (미회수 ${points(p.totals.shortfall)})` : ''}
                  </dd>
                </div>
                <div>
                  <dt>지급 · 거절</dt>
                  <dd>
                    {count(p.totals.rewarded)}건 · {count(p.totals.refused)}건
                  </dd>
                </div>
              </dl>
              <DataTable caption="친구 초대 내역" columns={columns} rows={p.items} rowKey={(r) => r.refereeId} empty={<p>아직 친구 초대 보상 내역이 없습니다.</p>} />
              <CursorPager trail={trail} next={p.nextCursor} />
            </>
          )}
        </QueryView>
      </Panel>
    </AdminPage>
  );
}
