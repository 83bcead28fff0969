import { useState } from 'react';
import { AdminPage, Panel } from '../../../components/admin/admin-page';
import { CursorPager, useCursorTrail } from '../../../components/admin/cursor-pager';
import { QueryView } from '../../../components/admin/query-view';
import { Chips, type ChipOption } from '../../../components/ui/chips';
import { adminScreens } from '../../../config/admin-screens';
import { useAdminReviews, type ReviewView } from '../api/reviews';
import { ReviewCard } from './review-card';
import './reviews-screen.css';

const views: ChipOption<ReviewView>[] = [
  { value: 'all', label: '전체' },
  { value: 'unanswered', label: '답글 없음' },
  { value: 'visible', label: '보이는 후기' },
  { value: 'hidden', label: '숨긴 후기' },
];

/** 구매 후기: only buyers of a finished order write them; the owner replies or hides, never edits. */
export function ReviewsScreen() {
  const [view, setView] = useState<ReviewView>('all');
  const trail = useCursorTrail<number>();
  const page = useAdminReviews(view, trail.cursor);
  return (
    <AdminPage title={adminScreens.reviews.label} desc="완료·부분 완료된 주문을 한 회원만 주문마다 한 번 쓸 수 있습니다. 답글을 달거나 숨길 수 있고, 후기 내용은 고칠 수 없습니다. 숨긴 후기는 주문 화면과 첫 화면에서 사라집니다.">
      <Panel>
        <Chips
          options={views}
          value={view}
          onChange={(v) => {
            setView(v);
            trail.reset();
          }}
          label="후기 보기"
        />
        <QueryView query={page} what="구매 후기">
          {(p) =>
            p.items.length === 0 ? (
              <p className="adm-hint">해당하는 후기가 없습니다.</p>
            ) : (
              <>
                <ul className="adm-reviews">
                  {p.items.map((r) => (
                    <ReviewCard key={r.id} review={r} />
                  ))}
                </ul>
                <CursorPager trail={trail} next={p.nextCursor} />
              </>
            )
          }
        </QueryView>
      </Panel>
    </AdminPage>
  );
}
