import { Modal } from './modal';
import { CodeForm } from './code-form';
import { finishStepUp, useStepUpRequest } from '../../lib/admin/step-up';
import { useVerifyTwoFactor } from '../../lib/admin/verify-two-factor';

/** Asks for a fresh code before a step-up action (points, refunds, large charges, provider keys, staff), then runs it again. */
export function StepUpDialog() {
  const pending = useStepUpRequest();
  const verify = useVerifyTwoFactor();
  return (
    <Modal open={!!pending} title="인증 코드 다시 확인" onClose={() => finishStepUp(false)}>
      <p className="adm-hint">중요한 작업이라 인증 앱의 코드를 한 번 더 확인합니다.</p>
      <CodeForm
        label="인증 코드"
        submit="확인하고 계속"
        recovery
        busy={verify.isPending}
        error={verify.error}
        onSubmit={(code) =>
          verify.mutate(code, {
            onSuccess: () => {
              verify.reset();
              finishStepUp(true);
            },
          })
        }
      />
    </Modal>
  );
}
