import { FindPasswordForm } from '../../features/auth/components/find-password-form';

export default function FindPasswordRoute() {
  return <FindPasswordForm />;
}
