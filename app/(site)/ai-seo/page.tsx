import { hub, hubFloatingCta, hubStickyBar } from '@/content/ai-seo/hub';
import { guideBreadcrumbs, guideJsonLd, pageMetadata } from '@/lib/seo/public';
import { JsonLd } from '@/components/seo/json-ld';
import { GuideArticle } from '@/components/marketing/guide-article';
import { CtaBand } from '@/components/marketing/cta-band';
import { GuideAsideCta, GuideFloatingCta } from '@/components/marketing/guide-floating-cta';
import { GuideStickyBar } from '@/components/marketing/guide-sticky-bar';

export const metadata = pageMetadata({
  title: hub.metaTitle,
  description: hub.description,
  path: hub.path,
  keywords: hub.keywords,
  type: 'article',
  publishedTime: hub.datePublished,
  modifiedTime: hub.dateModified,
});

export default function AiSeoHubPage() {
  return (
    <>
      <GuideStickyBar {...hubStickyBar} />
      <GuideArticle
        guide={hub}
        breadcrumbs={guideBreadcrumbs(hub)}
        toc={{ rule: 'viewport', offset: 100 }}
        stickyBar
        asideCta={<GuideAsideCta {...hubFloatingCta} />}
      />
      <CtaBand block={hub.cta} id="ai-seo-contact" />
      <GuideFloatingCta href={hubFloatingCta.href} label={hubFloatingCta.label} hideWhenVisibleId="ai-seo-contact" />
      <JsonLd data={guideJsonLd(hub)} />
    </>
  );
}
