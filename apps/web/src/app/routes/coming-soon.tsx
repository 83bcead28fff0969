import { ComingSoonPage } from '../../components/layouts/coming-soon-page';

/** Every screen a later issue builds shares this page until then. */
export default function ComingSoonRoute({ title }: { title: string }) {
  return <ComingSoonPage title={title} />;
}
