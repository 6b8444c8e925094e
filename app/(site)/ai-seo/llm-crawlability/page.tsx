import { StaticImage } from '@/components/ui/static-image';
import { llmCrawlabilityGuide, llmCrawlabilityHeroImage } from '@/content/ai-seo/llm-crawlability';
import { guideBreadcrumbs, guideJsonLd, pageMetadata } from '@/lib/seo/public';
import { JsonLd } from '@/components/seo/json-ld';
import { GuideArticle } from '@/components/marketing/guide-article';
import { CtaBand } from '@/components/marketing/cta-band';
import { GuideRelated } from '@/components/marketing/guide-related';

export const metadata = pageMetadata({
  title: llmCrawlabilityGuide.metaTitle,
  description: llmCrawlabilityGuide.description,
  path: llmCrawlabilityGuide.path,
  keywords: llmCrawlabilityGuide.keywords,
  type: 'article',
  publishedTime: llmCrawlabilityGuide.datePublished,
  modifiedTime: llmCrawlabilityGuide.dateModified,
});

export default function LlmCrawlabilityGuidePage() {
  return (
    <>
      <GuideArticle
        guide={llmCrawlabilityGuide}
        breadcrumbs={guideBreadcrumbs(llmCrawlabilityGuide)}
        toc={{ rule: 'document', offset: 200 }}
        heroFigure={
          <StaticImage
            src={llmCrawlabilityHeroImage.src}
            alt={llmCrawlabilityHeroImage.alt}
            width={llmCrawlabilityHeroImage.width}
            height={llmCrawlabilityHeroImage.height}
            preload
            className="mx-auto h-auto w-full max-w-[35rem] rounded-2xl"
          />
        }
      />
      <GuideRelated {...llmCrawlabilityGuide.related} />
      <CtaBand block={llmCrawlabilityGuide.cta} id="guide-cta" />
      <JsonLd data={guideJsonLd(llmCrawlabilityGuide)} />
    </>
  );
}
