import type { AdminCouponRedemption } from '@snsshop/shared/coupons';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { PageSpinner } from '../../../components/ui/spinner';
import { when, won } from '../../../lib/admin/format';
import { useCouponRedemptions } from '../api/get-coupon-redemptions';

const columns: Column<AdminCouponRedemption>[] = [
  { key: 'createdAt', header: '등록 일시', align: 'center', cell: (r) => when(r.createdAt) },
  { key: 'member', header: '회원', cell: (r) => r.loginId },
  { key: 'code', header: '코드', cell: (r) => <code>{r.code}</code> },
  { key: 'status', header: '상태', align: 'center', cell: (r) => (r.status === 'held' ? '사용 대기' : '사용') },
  { key: 'use', header: '사용처', cell: (r) => (r.orderId ? `주문 #${r.orderId}` : r.chargeId ? `충전 #${r.chargeId}` : '-') },
  { key: 'value', header: '비용', align: 'end', cell: (r) => won(r.value) },
];

/** Who redeemed the coupon, what each use cost, newest first. */
export function CouponRedemptions({ couponId }: { couponId: number }) {
  const q = useCouponRedemptions(couponId);
  if (!q.data) return <PageSpinner />;
  const rows = q.data.pages.flatMap((p) => p.items);
  return (
    <div className="adm-form">
      <DataTable caption="쿠폰 사용 내역" columns={columns} rows={rows} rowKey={(r) => r.id} empty="아직 사용한 회원이 없습니다." />
      {q.hasNextPage && (
        <button type="button" className="btn btn--soft" disabled={q.isFetchingNextPage} onClick={() => void q.fetchNextPage()}>
          더 보기
        </button>
      )}
    </div>
  );
}
