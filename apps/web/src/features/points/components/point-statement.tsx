import { type PointStatementRow, type PointStatementSummary } from '@snsshop/shared/charges';
import { AuthState, formatDateTime, formatWon, LedgerKind, LIST_PAGE_SIZE } from '@snsshop/shared/common';
import { ledgerKindLabel } from '@snsshop/shared/members';
import { useState } from 'react';
import { Link } from 'react-router';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { FieldFrame } from '../../../components/ui/field';
import { LoadError } from '../../../components/ui/load-error';
import { Pagination } from '../../../components/ui/pagination';
import { PageSpinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { memberDetailPaths } from '../../../config/member-detail-paths';
import { errorMessage } from '../../../lib/api-client';
import { useAuthState } from '../../../lib/auth-state';
import { useKeysetPages } from '../../../lib/keyset-pages';
import { toast } from '../../../lib/toast';
import { downloadPointStatement, usePointStatement, type StatementFilter } from '../api/get-point-statement';
import './points.css';

const signed = (n: number) => (n > 0 ? `+${formatWon(n)}` : n < 0 ? `−${formatWon(-n)}` : formatWon(0));

function Reference({ r }: { r: PointStatementRow }) {
  if (r.orderId) return <Link to={memberDetailPaths.order(r.orderId)}>주문 {r.orderId}</Link>;
  if (r.chargeId) return <Link to={paths.point.path}>충전 {r.chargeId}</Link>;
  return <>-</>;
}

const columns: Column<PointStatementRow>[] = [
  { key: 'createdAt', header: '일시', cell: (r) => formatDateTime(r.createdAt), align: 'center' },
  { key: 'kind', header: '구분', cell: (r) => ledgerKindLabel[r.kind] ?? r.kind, align: 'center' },
  { key: 'delta', header: '금액', cell: (r) => <span className={r.delta < 0 ? 'stmt-minus' : 'stmt-plus'}>{signed(r.delta)}</span>, align: 'end' },
  { key: 'balanceAfter', header: '잔액', cell: (r) => formatWon(r.balanceAfter), align: 'end' },
  { key: 'ref', header: '관련 내역', cell: (r) => <Reference r={r} />, align: 'center' },
];

/** 이전 잔액 + 늘어난 포인트 − 사용한 포인트 = 기간 말 잔액 (the current balance when the period reaches today). */
function Summary({ s }: { s: PointStatementSummary }) {
  return (
    <dl className="card stmt-summary" aria-label="기간 합계">
      <div>
        <dt>{s.from} 이전 잔액</dt>
        <dd>{formatWon(s.opening)}</dd>
      </div>
      <div>
        <dt>늘어난 포인트</dt>
        <dd className="stmt-plus">{signed(s.increase)}</dd>
      </div>
      <div>
        <dt>사용·차감된 포인트</dt>
        <dd className="stmt-minus">{signed(s.decrease)}</dd>
      </div>
      <div className="stmt-summary__total">
        <dt>{s.to} 잔액</dt>
        <dd>{formatWon(s.closing)}</dd>
      </div>
    </dl>
  );
}

/** The member's points statement (포인트 내역): every ledger row of the 3-month window, 20 a page, with filters and CSV. */
export function PointStatement() {
  const isMember = useAuthState() === AuthState.authorization;
  const [filter, setFilter] = useState<StatementFilter>({});
  const pages = useKeysetPages(JSON.stringify(filter));
  const statement = usePointStatement(filter, pages.cursor, { enabled: isMember });
  const loaded = statement.isPlaceholderData ? undefined : statement.data;
  const [downloading, setDownloading] = useState(false);
  const change = (patch: StatementFilter) => {
    const next = { ...filter, ...patch };
    setFilter(next);
    pages.choose(JSON.stringify(next));
  };
  const download = async () => {
    if (!statement.data) return;
    setDownloading(true);
    try {
      await downloadPointStatement(filter, statement.data.summary);
    } catch (err) {
      toast.error(errorMessage(err, 'CSV 파일을 받지 못했습니다.'));
    } finally {
      setDownloading(false);
    }
  };

  if (!isMember) return <p className="card empty-card">로그인한 회원만 포인트 내역을 볼 수 있습니다.</p>;
  return (
    <section className="stmt" aria-labelledby="stmt-title">
      <h2 id="stmt-title" className="point-history__title">
        포인트 내역 <small>최근 3개월</small>
      </h2>
      <div className="stmt-filters">
        <FieldFrame label="구분">
          {({ id }) => (
            <select id={id} className="input select" value={filter.kind ?? ''} onChange={(e) => change({ kind: (e.target.value || undefined) as StatementFilter['kind'] })}>
              <option value="">전체</option>
              {LedgerKind.map((k) => (
                <option key={k} value={k}>
                  {ledgerKindLabel[k] ?? k}
                </option>
              ))}
            </select>
          )}
        </FieldFrame>
        <FieldFrame label="시작일">{({ id }) => <input id={id} type="date" className="input" value={filter.from ?? ''} onChange={(e) => change({ from: e.target.value || undefined })} />}</FieldFrame>
        <FieldFrame label="종료일">{({ id }) => <input id={id} type="date" className="input" value={filter.to ?? ''} onChange={(e) => change({ to: e.target.value || undefined })} />}</FieldFrame>
        <button type="button" className="btn btn--soft stmt-filters__csv" onClick={() => void download()} disabled={downloading || !statement.data}>
          CSV 내려받기
        </button>
      </div>
      {statement.isError ? (
        <LoadError message={errorMessage(statement.error, '포인트 내역을 불러오지 못했습니다.')} onRetry={() => void statement.refetch()} />
      ) : statement.isPending ? (
        <PageSpinner />
      ) : (
        <>
          <Summary s={statement.data.summary} />
          {statement.data.summary.kindTotal !== null && <p className="stmt-kind-total">선택한 구분의 합계: {signed(statement.data.summary.kindTotal)}</p>}
          <DataTable caption="포인트 내역" columns={columns} rows={statement.data.rows} rowKey={(r) => r.id} empty="이 기간에 포인트 내역이 없습니다." />
          <Pagination
            page={pages.page}
            // No total is counted over 100,000 rows: the buttons reach as far as the cursors handed over.
            pageCount={pages.pageCount((pages.page + (loaded?.next.length ?? 0)) * LIST_PAGE_SIZE, loaded)}
            onChange={(next) => pages.go(next, loaded)}
          />
        </>
      )}
    </section>
  );
}
