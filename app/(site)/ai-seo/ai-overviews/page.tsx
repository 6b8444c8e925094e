import { aiOverviewsGuide } from '@/content/ai-seo/ai-overviews';
import { guideBreadcrumbs, guideJsonLd, pageMetadata } from '@/lib/seo/public';
import { JsonLd } from '@/components/seo/json-ld';
import { GuideArticle } from '@/components/marketing/guide-article';
import { CtaBand } from '@/components/marketing/cta-band';
import { GuideRelated } from '@/components/marketing/guide-related';

export const metadata = pageMetadata({
  title: aiOverviewsGuide.metaTitle,
  description: aiOverviewsGuide.description,
  path: aiOverviewsGuide.path,
  keywords: aiOverviewsGuide.keywords,
  type: 'article',
  publishedTime: aiOverviewsGuide.datePublished,
  modifiedTime: aiOverviewsGuide.dateModified,
});

export default function AiOverviewsGuidePage() {
  return (
    <>
      <GuideArticle guide={aiOverviewsGuide} breadcrumbs={guideBreadcrumbs(aiOverviewsGuide)} toc={{ rule: 'document', offset: 200 }} />
      <CtaBand block={aiOverviewsGuide.cta} id="guide-cta" />
      <GuideRelated {...aiOverviewsGuide.related} />
      <JsonLd data={guideJsonLd(aiOverviewsGuide)} />
    </>
  );
}
