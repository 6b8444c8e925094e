import { eeatGuide } from '@/content/ai-seo/eeat-guide';
import { guideBreadcrumbs, guideJsonLd, pageMetadata } from '@/lib/seo/public';
import { JsonLd } from '@/components/seo/json-ld';
import { GuideArticle } from '@/components/marketing/guide-article';
import { CtaBand } from '@/components/marketing/cta-band';
import { GuideRelated } from '@/components/marketing/guide-related';

export const metadata = pageMetadata({
  title: eeatGuide.metaTitle,
  description: eeatGuide.description,
  path: eeatGuide.path,
  keywords: eeatGuide.keywords,
  type: 'article',
  publishedTime: eeatGuide.datePublished,
  modifiedTime: eeatGuide.dateModified,
});

export default function EeatGuidePage() {
  return (
    <>
      <GuideArticle guide={eeatGuide} breadcrumbs={guideBreadcrumbs(eeatGuide)} toc={{ rule: 'document', offset: 200 }} />
      <CtaBand block={eeatGuide.cta} id="guide-cta" />
      <GuideRelated {...eeatGuide.related} />
      <JsonLd data={guideJsonLd(eeatGuide)} />
    </>
  );
}
