import type { AdminMe } from '@snsshop/shared/staff';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { CodeForm } from '../../../components/admin/code-form';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { adminMeQueryKey } from '../../../lib/admin/get-admin-me';
import { useVerifyTwoFactor } from '../../../lib/admin/verify-two-factor';
import { useConfirmEnrolment, useStartEnrolment } from '../api/enrol-two-factor';
import './two-factor.css';

export function Frame({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <main className="two-factor">
      <section className="card two-factor__card" aria-label={title}>
        <h1 className="two-factor__title">{title}</h1>
        {children}
        <div className="two-factor__links">
          <Link to={paths.logout.path}>로그아웃</Link>
        </div>
      </section>
    </main>
  );
}

/** Enrolment: QR code and secret (shown once), the first code, then the 10 recovery codes (shown once). */
function Enrol() {
  const start = useStartEnrolment();
  const confirm = useConfirmEnrolment();
  const queryClient = useQueryClient();
  const codes = confirm.data?.recoveryCodes;
  if (codes) {
    return (
      <Frame title="복구 코드를 보관하세요">
        <p className="two-factor__text">휴대폰을 잃어버렸을 때 인증 코드 대신 쓸 수 있습니다. 코드마다 한 번만 쓸 수 있고, 이 화면을 닫으면 다시 볼 수 없습니다.</p>
        <ul className="two-factor__codes" aria-label="복구 코드">
          {codes.map((c) => (
            <li key={c}>{c}</li>
          ))}
        </ul>
        <button type="button" className="btn btn--primary" onClick={() => void queryClient.invalidateQueries({ queryKey: adminMeQueryKey })}>
          보관했습니다. 관리자 화면으로
        </button>
      </Frame>
    );
  }
  if (!start.data) {
    return (
      <Frame title="2단계 인증 등록">
        <p className="two-factor__text">관리자 화면을 쓰려면 먼저 인증 앱(Google Authenticator, 카카오톡 인증 등)을 등록해야 합니다. 로그인할 때마다 비밀번호와 함께 앱의 6자리 코드를 입력합니다.</p>
        <button type="button" className="btn btn--primary" disabled={start.isPending} onClick={() => start.mutate()}>
          QR 코드 받기
        </button>
        {start.error && (
          <p className="form-error" role="alert">
            {errorMessage(start.error, 'QR 코드를 받지 못했습니다. 잠시 후 다시 시도해 주세요.')}
          </p>
        )}
      </Frame>
    );
  }
  return (
    <Frame title="2단계 인증 등록">
      <p className="two-factor__text">인증 앱으로 QR 코드를 찍거나 아래 키를 직접 입력한 뒤, 앱에 나온 6자리 코드를 입력하세요. QR 코드는 지금 한 번만 보여 드립니다.</p>
      <img className="two-factor__qr" alt="인증 앱 등록용 QR 코드" src={`data:image/svg+xml;utf8,${encodeURIComponent(start.data.qrSvg)}`} />
      <p className="two-factor__secret" aria-label="직접 입력할 키">
        {start.data.secret.replace(/(.{4})/g, '$1 ').trim()}
      </p>
      <CodeForm label="앱의 6자리 코드" submit="등록 완료" busy={confirm.isPending} error={confirm.error} onSubmit={(code) => confirm.mutate(code)} />
    </Frame>
  );
}

function Verify({ loginId }: { loginId: string }) {
  const verify = useVerifyTwoFactor();
  const [recovery, setRecovery] = useState(false);
  return (
    <Frame title="2단계 인증">
      <p className="two-factor__text">
        {loginId}님, 인증 앱에 나온 6자리 코드를 입력하세요.{recovery ? ' 휴대폰이 없으면 복구 코드를 입력할 수 있습니다.' : ''}
      </p>
      <CodeForm label={recovery ? '인증 코드 또는 복구 코드' : '인증 코드'} submit="확인" recovery={recovery} busy={verify.isPending} error={verify.error} onSubmit={(code) => verify.mutate(code)} />
      {!recovery && (
        <button type="button" className="btn btn--soft btn--sm" onClick={() => setRecovery(true)}>
          복구 코드 쓰기
        </button>
      )}
    </Frame>
  );
}

/** Shown by the console's gate instead of any screen until this session has given its code (or enrolled). */
export function TwoFactorScreen({ me }: { me: AdminMe }) {
  return me.twoFactor === 'enrol' ? <Enrol /> : <Verify loginId={me.loginId} />;
}
