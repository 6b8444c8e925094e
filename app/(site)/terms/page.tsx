import { termsOfService } from '@/content/legal';
import { pageMetadata } from '@/lib/seo/public';
import { LegalPage } from '@/components/marketing/legal-page';

export const metadata = pageMetadata({
  title: termsOfService.title,
  description: termsOfService.description,
  path: termsOfService.path,
  keywords: termsOfService.keywords,
});

export default function TermsPage() {
  return <LegalPage document={termsOfService} />;
}
