import { staffRoleLabel, type StaffRole } from '@snsshop/shared/staff';
import { Link } from 'react-router';
import { AdminPage, Panel } from './admin-page';
import './forbidden-screen.css';

/**
 * A console address the role may not open, typed or kept from before: said plainly, with the reason and
 * the way on, instead of the screen's empty filters or a silent jump elsewhere.
 */
export function ForbiddenScreen({ screen, role, home }: { screen: string; role: StaffRole; home: { path: string; label: string } }) {
  return (
    <AdminPage title="권한이 없습니다">
      <Panel>
        <div role="alert" className="adm-forbidden">
          <p>
            <strong>{screen}</strong> 화면은 {staffRoleLabel[role]} 역할에 열려 있지 않습니다. 역할마다 쓸 수 있는 메뉴가 정해져 있어, 메뉴에 없는 화면은 주소를 입력해도
            열리지 않습니다.
          </p>
          <p className="adm-hint">이 화면이 필요하면 대표에게 역할을 바꿔 달라고 요청해 주세요.</p>
          <Link to={home.path} className="btn btn--primary">
            {home.label} 화면으로 가기
          </Link>
        </div>
      </Panel>
    </AdminPage>
  );
}
