import { adminScreens } from '../../../config/admin-screens';
import { TabbedAdminPage } from '../../../components/admin/tabbed-admin-page';
import { NoticeManager } from './notice-manager';
import { PopupManager } from './popup-manager';
import { QnaManager } from './qna-manager';
import { RegisterWhereManager } from './register-where-manager';

const tabs = [
  { key: 'notices', label: '공지사항', view: NoticeManager },
  { key: 'qnas', label: '자주 묻는 질문', view: QnaManager },
  { key: 'popups', label: '팝업', view: PopupManager },
  { key: 'register-where', label: '가입 경로', view: RegisterWhereManager },
] as const;

/** What members read: notices, FAQs, start-up popups and the sign-up route options. */
export function ContentScreen() {
  return <TabbedAdminPage title={adminScreens.content.label} desc="공지사항, 자주 묻는 질문, 시작 팝업, 회원가입 경로 목록을 관리합니다." menuLabel="콘텐츠 메뉴" tabs={tabs} />;
}
