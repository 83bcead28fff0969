import { AccountPage } from '../../features/account/components/account-page';
import { paths } from '../../config/paths';

export default function AccountRoute() {
  return (
    <div className="page page--medium">
      <header className="page-head">
        <h1 className="page-head__title">{paths.account.label}</h1>
        <p className="page-head__desc">아이디, 비밀번호, API 키와 추천인 코드를 관리합니다.</p>
      </header>
      <AccountPage />
    </div>
  );
}
