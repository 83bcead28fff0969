import { LegalDocumentView } from '../../features/content/components/legal-document-view';
import { serviceTerms } from '../../features/content/legal/service-terms';

export default function TermsServiceRoute() {
  return <LegalDocumentView document={serviceTerms} />;
}
