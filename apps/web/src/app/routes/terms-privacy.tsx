import { LegalDocumentView } from '../../features/content/components/legal-document-view';
import { privacyPolicy } from '../../features/content/legal/privacy-policy';

export default function TermsPrivacyRoute() {
  return <LegalDocumentView document={privacyPolicy} />;
}
