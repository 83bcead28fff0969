import { AuthState } from '@snsshop/shared/common';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { startGuest, useAuthState } from '../../../lib/auth-state';

interface StartButtonsProps {
  browseLabel: string;
  /** Classes of the main and the second button, per background. */
  mainClass: string;
  secondClass: string;
  /** The closing call leads with sign-up; the banner leads with browsing. */
  registerFirst?: boolean;
}

/** A visitor browses as a guest (docs/storefront-rules.md §4) or signs up; someone already in goes to the order page. */
export function StartButtons({ browseLabel, mainClass, secondClass, registerFirst = false }: StartButtonsProps) {
  const state = useAuthState();
  const navigate = useNavigate();

  if (state !== AuthState.unAuthorization) {
    return (
      <div className="start-buttons">
        <Link to={paths.order.path} className={mainClass}>
          주문하러 가기
        </Link>
      </div>
    );
  }

  const browse = () => {
    startGuest();
    void navigate(paths.order.path);
  };
  const browseButton = (
    <button key="browse" type="button" className={registerFirst ? secondClass : mainClass} onClick={browse}>
      {browseLabel}
    </button>
  );
  const registerLink = (
    <Link key="register" to={paths.register.path} className={registerFirst ? mainClass : secondClass}>
      {registerFirst ? '무료로 회원가입' : '회원가입'}
    </Link>
  );
  return <div className="start-buttons">{registerFirst ? [registerLink, browseButton] : [browseButton, registerLink]}</div>;
}
