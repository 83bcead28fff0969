import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { hasUserRecord, useAuthState } from '../../../lib/auth-state';
import { readableTextOn } from '../../../lib/color';
import { safeHtml } from '../../../lib/safe-html';
import { useNotices } from '../api/get-notices';

/**
 * Notices in a 120px scrolling box; isTop ones first, as banners in their own colour. Beside the
 * title, the way to 서비스 업데이트 (not in the top bar, docs/storefront-rules.md §2) for whoever may open it.
 */
export function NoticeBoard() {
  const { data, isPending, isError } = useNotices();
  const withRecord = hasUserRecord(useAuthState());
  const notices = data ?? [];
  const top = notices.filter((n) => n.isTop);
  const rest = notices.filter((n) => !n.isTop);

  return (
    <section className="card notice-board" aria-labelledby="notice-title">
      <div className="notice-board__head">
        <h2 id="notice-title" className="notice-board__title">
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
            <path d="M4 10v4h3l6 4V6L7 10zM16.5 9a4 4 0 0 1 0 6" />
          </svg>
          공지사항
        </h2>
        {withRecord && (
          <Link to={paths.serviceUpdates.path} className="notice-board__more">
            서비스 업데이트 보기
          </Link>
        )}
      </div>
      <div className="notice-board__box" role="region" tabIndex={0} aria-label="공지사항 목록">
        {isPending && <p className="notice-board__empty">공지사항을 불러오는 중입니다…</p>}
        {isError && <p className="notice-board__empty">공지사항을 불러오지 못했습니다.</p>}
        {!isPending && !isError && notices.length === 0 && <p className="notice-board__empty">등록된 공지사항이 없습니다.</p>}
        {top.map((n) => (
          <div key={n.id} className="notice notice--top" style={{ background: n.bgColor, color: readableTextOn(n.bgColor) }}>
            <span className="notice__tag">중요</span>
            <span className="notice__text" dangerouslySetInnerHTML={{ __html: safeHtml(n.content) }} />
          </div>
        ))}
        {rest.map((n) => (
          <div key={n.id} className="notice notice__text" dangerouslySetInnerHTML={{ __html: safeHtml(n.content) }} />
        ))}
      </div>
    </section>
  );
}
