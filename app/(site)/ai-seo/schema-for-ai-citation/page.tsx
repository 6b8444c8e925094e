import { schemaGuide } from '@/content/ai-seo/schema-guide';
import { aiSeoSubnav } from '@/content/ai-seo/shared';
import { guideBreadcrumbs, guideJsonLd, pageMetadata } from '@/lib/seo/public';
import { JsonLd } from '@/components/seo/json-ld';
import { GuideArticle } from '@/components/marketing/guide-article';
import { CtaBand } from '@/components/marketing/cta-band';
import { GuideRelated } from '@/components/marketing/guide-related';
import { GuideSubnav } from '@/components/marketing/guide-subnav';

export const metadata = pageMetadata({
  title: schemaGuide.metaTitle,
  description: schemaGuide.description,
  path: schemaGuide.path,
  keywords: schemaGuide.keywords,
  type: 'article',
  publishedTime: schemaGuide.datePublished,
  modifiedTime: schemaGuide.dateModified,
});

export default function SchemaGuidePage() {
  return (
    <>
      <GuideSubnav {...aiSeoSubnav} current={schemaGuide.path} />
      <GuideArticle guide={schemaGuide} breadcrumbs={guideBreadcrumbs(schemaGuide)} toc={{ rule: 'document', offset: 200 }} />
      <GuideRelated {...schemaGuide.related} />
      <CtaBand block={schemaGuide.cta} id="guide-cta" />
      <JsonLd data={guideJsonLd(schemaGuide)} />
    </>
  );
}
