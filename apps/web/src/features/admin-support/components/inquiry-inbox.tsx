import { inquiryCategories, inquiryCategoryLabel, inquiryStatuses, inquiryStatusLabel, type AdminInquiry, type InquiryCategory, type InquiryStatus } from '@snsshop/shared/support';
import { LIST_PAGE_SIZE } from '@snsshop/shared/common';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { AdminPage } from '../../../components/admin/admin-page';
import { QueryView } from '../../../components/admin/query-view';
import { Pagination } from '../../../components/ui/pagination';
import { when } from '../../../lib/admin/format';
import { useKeysetPages } from '../../../lib/keyset-pages';
import { useInquiryInbox, useInquiryStaff, type InboxQuery } from '../api/get-inquiries';
import { InquiryPanel } from './inquiry-panel';
import { InquiryStatusBadge, waited } from './inquiry-status';
import './admin-support.css';
import { AllSelect, type FilterChoice } from '../../../components/admin/filter-select';

function Row({ q, selected, onPick }: { q: AdminInquiry; selected: boolean; onPick: () => void }) {
  const wait = waited(q.waitingSince);
  return (
    <li>
      <button type="button" className={`adm-inq-row${selected ? ' is-selected' : ''}`} onClick={onPick} aria-current={selected ? 'true' : undefined}>
        <span className="adm-inq-row__head">
          <InquiryStatusBadge status={q.status} />
          <span className="adm-inq-row__cat">{inquiryCategoryLabel[q.category]}</span>
          {wait && <span className="adm-inq-row__wait">{wait}</span>}
        </span>
        <span className="adm-inq-row__title">{q.title}</span>
        <span className="adm-inq-row__meta">
          {q.memberLoginId}
          {q.orderId ? ` · 주문 ${q.orderId}` : ''} · {q.assigneeLoginId ?? '담당자 없음'} · {when(q.updatedAt)}
        </span>
      </button>
    </li>
  );
}

type Filter = Omit<InboxQuery, 'cursor'>;

/**
 * The inbox: filters, the list and the chosen thread beside it (below it on phones). `orderActions`
 * renders the console's actions for the linked order (given by the screen, which composes features).
 */
export function InquiryInbox({ orderActions }: { orderActions: (orderId: number) => ReactNode }) {
  const [search, setSearch] = useSearchParams();
  const filter: Filter = {
    status: (search.get('status') as InquiryStatus | null) ?? undefined,
    category: (search.get('category') as InquiryCategory | null) ?? undefined,
    assignee: search.get('assignee') ?? undefined,
    waitingHours: search.get('waitingHours') ?? undefined,
  };
  const picked = Number(search.get('id')) || null;
  const pages = useKeysetPages(JSON.stringify(filter));
  const inbox = useInquiryInbox({ ...filter, cursor: pages.cursor });
  const staff = useInquiryStaff();
  const loaded = inbox.isPlaceholderData ? undefined : inbox.data;
  const set = (key: string, value: string | null) => {
    const next = new URLSearchParams(search);
    if (value) next.set(key, value);
    else next.delete(key);
    if (key !== 'id') {
      next.delete('id');
      pages.choose(JSON.stringify({ ...filter, [key]: value ?? undefined }));
    }
    setSearch(next, { replace: key !== 'id' });
  };
  const select = (label: string, key: string, choices: readonly FilterChoice[]) => (
    <label className="adm-inq-filter">
      <span>{label}</span>
      <AllSelect value={search.get(key) ?? ''} onChange={(v) => set(key, v || null)} choices={choices} />
    </label>
  );

  return (
    <AdminPage title="1:1 문의" desc="회원의 문의에 답변하고 상태와 담당자를 정합니다. 답변하면 회원에게 한 번 알림이 갑니다.">
      <div className="adm-inq-filters" role="group" aria-label="문의 필터">
        {select('상태', 'status', inquiryStatuses.map((s) => [s, inquiryStatusLabel[s]] as const))}
        {select('유형', 'category', inquiryCategories.map((c) => [c, inquiryCategoryLabel[c]] as const))}
        {select('담당자', 'assignee', [['me', '나'], ['none', '담당자 없음'], ...(staff.data ?? []).map((s) => [String(s.id), s.loginId] as const)])}
        {select('대기 시간', 'waitingHours', [['1', '1시간 이상'], ['24', '24시간 이상'], ['72', '3일 이상']])}
      </div>
      <div className={`adm-inq${picked ? ' has-pick' : ''}`}>
        <div className="adm-inq__list">
          <QueryView query={inbox} what="문의 목록">
            {(d) =>
              d.inquiries.length === 0 ? (
                <p className="card empty-card">조건에 맞는 문의가 없습니다.</p>
              ) : (
                <>
                  <ul className="adm-inq-rows">
                    {d.inquiries.map((q) => (
                      <Row key={q.id} q={q} selected={q.id === picked} onPick={() => set('id', String(q.id))} />
                    ))}
                  </ul>
                  <Pagination page={pages.page} pageCount={pages.pageCount((pages.page + (loaded?.next.length ?? 0)) * LIST_PAGE_SIZE, loaded)} onChange={(n) => pages.go(n, loaded)} />
                </>
              )
            }
          </QueryView>
        </div>
        <div className="adm-inq__detail">
          {picked ? (
            <InquiryPanel key={picked} id={picked} staff={staff.data ?? []} orderActions={orderActions} onBack={() => set('id', null)} />
          ) : (
            <p className="card empty-card adm-inq__hint">왼쪽 목록에서 문의를 고르세요.</p>
          )}
        </div>
      </div>
    </AdminPage>
  );
}
