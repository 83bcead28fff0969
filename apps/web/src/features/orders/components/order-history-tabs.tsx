import { useLocation } from 'react-router';
import { PageTabs } from '../../../components/ui/page-tabs';
import { memberDetailPaths } from '../../../config/member-detail-paths';
import { paths } from '../../../config/paths';

/** 주문내역 and the member's subscriptions (자동 좋아요 구독), side by side; the top bar stays as it is. */
export function OrderHistoryTabs() {
  const { pathname } = useLocation();
  return (
    <PageTabs
      label="주문내역 보기"
      tabs={[
        { to: paths.orderHistory.path, label: '전체 주문', active: pathname === paths.orderHistory.path },
        { to: memberDetailPaths.subscriptions, label: '자동 좋아요 구독', active: pathname === memberDetailPaths.subscriptions },
      ]}
    />
  );
}
