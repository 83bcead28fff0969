import { RouteIdScreen } from '../../../components/admin/route-id-screen';
import type { AdminMemberDetail } from '@snsshop/shared/members';
import { Link } from 'react-router';
import { adminScreens } from '../../../config/admin-screens';
import { LEDGER_PAGE_SIZE, useMemberLedger } from '../api/get-member-ledger';
import { useMember } from '../api/get-member';
import { ORDERS_PAGE_SIZE, useOrders } from '../../../lib/admin/get-orders';
import { canUse, useAdminMe } from '../../../lib/admin/get-admin-me';
import { AdminPage, Panel } from '../../../components/admin/admin-page';
import { Badge, MemberStatusBadge } from '../../../components/admin/badges';
import { count, when, won } from '../../../lib/admin/format';
import { PagedFooter, usePageStart } from '../../../components/admin/paged-footer';
import { QueryView } from '../../../components/admin/query-view';
import { OrderTable } from '../../../components/admin/order-table';
import { LedgerTable } from '../../../components/admin/ledger-table';
import { consentFacts } from './consent-facts';
import { MemberAccountActions } from './member-account-actions';
import { PointsAdjustForm } from './points-adjust-form';
import { FactList } from '../../../components/admin/fact-list';

function Facts({ d }: { d: AdminMemberDetail }) {
  const { member: m, stats } = d;
  const facts: [string, string][] = [
    ['보유 포인트', won(m.point)],
    ['이메일', m.email ?? '-'],
    ['휴대폰', m.phoneNumber ?? '-'],
    ['가입일', when(m.createdAt)],
    ['가입 경로', m.registerWhere ?? '-'],
    ['추천인 코드', m.referralCode ?? '-'],
    ...consentFacts(d.consents),
    ['누적 충전', won(stats.charged)],
    ['누적 사용', won(stats.spent)],
    ['누적 환불', won(stats.refunded)],
    ['주문 (진행 중)', `${count(stats.orders)}건 (${count(stats.activeOrders)}건)`],
  ];
  if (m.deletedAt) facts.push(['탈퇴일', when(m.deletedAt)]);
  return <FactList facts={facts} />;
}

function MemberLedger({ id }: { id: number }) {
  const [{ page, after }, setPage] = usePageStart();
  const ledger = useMemberLedger(id, page, after);
  return (
    <Panel title="포인트 내역">
      <QueryView query={ledger} what="포인트 내역">
        {(p) => (
          <>
            <LedgerTable rows={p.items} />
            <PagedFooter page={page} size={LEDGER_PAGE_SIZE} total={p.total} cursors={p.cursors} onPage={setPage} />
          </>
        )}
      </QueryView>
    </Panel>
  );
}

function MemberOrders({ id }: { id: number }) {
  const [{ page, after }, setPage] = usePageStart();
  const orders = useOrders({ memberId: id, page, after });
  return (
    <Panel
      title="주문 내역"
      actions={
        <Link to={`${adminScreens.autoOrders.path}?memberId=${id}`} className="btn btn--soft btn--sm">
          자동주문 보기
        </Link>
      }
    >
      <QueryView query={orders} what="주문 내역">
        {(p) => (
          <>
            <OrderTable rows={p.items} caption="회원의 주문 내역" empty="주문 내역이 없습니다." />
            <PagedFooter page={page} size={ORDERS_PAGE_SIZE} total={p.total} cursors={p.cursors} onPage={setPage} />
          </>
        )}
      </QueryView>
    </Panel>
  );
}

function Member({ id }: { id: number }) {
  const member = useMember(id);
  // Only what this role may do is offered (the server refuses the rest anyway).
  const me = useAdminMe().data;
  return (
    <QueryView query={member} what="회원 정보">
      {(d) => (
        <AdminPage
          title={d.member.loginId}
          desc={
            <span className="adm-inline">
              회원 번호 {d.member.id} <MemberStatusBadge status={d.member.status} />
              {d.member.role === 'admin' && <Badge tone="info">관리자</Badge>}
            </span>
          }
          back={<Link to={adminScreens.members.path}>← 회원 목록</Link>}
        >
          <Panel title="회원 정보">
            <Facts d={d} />
          </Panel>
          {(canUse(me, 'points.adjust') || canUse(me, 'members.edit')) && (
            <div className="adm-grid">
              {canUse(me, 'points.adjust') && (
                <Panel title="포인트 조정">
                  <PointsAdjustForm member={d.member} />
                </Panel>
              )}
              {canUse(me, 'members.edit') && (
                <Panel title="계정 관리">
                  <MemberAccountActions member={d.member} />
                </Panel>
              )}
            </div>
          )}
          {/* Every ledger row of the member: only for a role with the statement permission (the server guards it too). */}
          {canUse(me, 'statement') && <MemberLedger id={id} />}
          <MemberOrders id={id} />
        </AdminPage>
      )}
    </QueryView>
  );
}

/** One member: balance, totals, ledger, orders and the actions on the account. */
export function MemberDetail() {
  return <RouteIdScreen notFound="회원을 찾을 수 없습니다.">{(id) => <Member key={id} id={id} />}</RouteIdScreen>;
}
