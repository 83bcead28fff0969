import { useSearchParams } from 'react-router';
import { adminPaths } from '../../../../config/paths';
import { AdminPage } from '../common/admin-page';
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
  const [params, setParams] = useSearchParams();
  const current = tabs.find((t) => t.key === params.get('tab')) ?? tabs[0];
  const View = current.view;
  return (
    <AdminPage title={adminPaths.content.label} desc="공지사항, 자주 묻는 질문, 시작 팝업, 회원가입 경로 목록을 관리합니다.">
      <div className="adm-tabs" role="tablist" aria-label="콘텐츠 메뉴">
        {tabs.map((t) => (
          <button key={t.key} type="button" role="tab" aria-selected={t.key === current.key} onClick={() => setParams({ tab: t.key })}>
            {t.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" aria-label={current.label}>
        <View />
      </div>
    </AdminPage>
  );
}
