import { privacyPolicy } from '@/content/legal';
import { pageMetadata } from '@/lib/seo/public';
import { LegalPage } from '@/components/marketing/legal-page';

export const metadata = pageMetadata({
  title: privacyPolicy.title,
  description: privacyPolicy.description,
  path: privacyPolicy.path,
  keywords: privacyPolicy.keywords,
});

export default function PrivacyPage() {
  return <LegalPage document={privacyPolicy} />;
}
