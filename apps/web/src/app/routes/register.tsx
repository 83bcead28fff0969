import { RegisterStart } from '../../features/auth/components/register-start';

export default function RegisterRoute() {
  return <RegisterStart />;
}
