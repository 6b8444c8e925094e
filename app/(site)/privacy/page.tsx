import { privacyPolicy } from '@/content/legal';
import { pageMetadata } from '@/lib/seo/metadata';
import { LegalPage } from '@/components/marketing/legal-page';

export const metadata = pageMetadata({
  title: privacyPolicy.title,
  description: privacyPolicy.description,
  path: privacyPolicy.path,
  keywords: ['privacy policy', 'data protection', 'marketing agency privacy'],
});

export default function PrivacyPage() {
  return <LegalPage document={privacyPolicy} />;
}
