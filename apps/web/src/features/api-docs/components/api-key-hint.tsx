import { AuthState } from '@snsshop/shared/common';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useAuthState } from '../../../lib/auth-state';
import { useUser } from '../../../lib/get-profile';
import { DocSection } from './doc-section';

/** Enough of the key to recognise it; the whole key is shown only on /account. */
export function maskKey(key: string): string {
  return key.length <= 8 ? '••••' : `${key.slice(0, 4)}••••••••${key.slice(-4)}`;
}

/** The member's own key, as a hint, with the way to /account where it is issued and renewed. */
export function ApiKeyHint() {
  const state = useAuthState();
  const user = useUser();
  const accountLink = (text: string) => (
    <Link to={paths.account.path} className="api-link">
      {text}
    </Link>
  );

  let body;
  if (state !== AuthState.authorization) {
    body = <p>둘러보기 상태에서는 API 키를 발급할 수 없습니다. 회원가입 후 계정 설정에서 발급해주세요.</p>;
  } else if (!user) {
    body = <p>API 키를 확인하는 중입니다.</p>;
  } else if (user.apiKey) {
    body = (
      <>
        <p>
          발급된 키 <code className="api-key-hint">{maskKey(user.apiKey)}</code> 를 모든 요청의 api-key 헤더에 넣어 보내주세요.
        </p>
        <p>전체 키 확인과 재발급은 {accountLink('계정 설정')}에서 할 수 있습니다. 재발급하면 이전 키는 바로 사용할 수 없습니다.</p>
      </>
    );
  } else {
    body = <p>아직 발급된 API 키가 없습니다. {accountLink('계정 설정')}에서 API 키를 발급해주세요.</p>;
  }

  return (
    <DocSection title="내 API 키">
      <div className="api-text">{body}</div>
    </DocSection>
  );
}
