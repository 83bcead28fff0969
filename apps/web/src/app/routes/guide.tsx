import { GuidePage } from '../../features/content/guide/guide-page';

export default function GuideRoute() {
  return <GuidePage />;
}
