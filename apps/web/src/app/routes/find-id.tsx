import { FindIdForm } from '../../features/auth/components/find-id-form';

export default function FindIdRoute() {
  return <FindIdForm />;
}
