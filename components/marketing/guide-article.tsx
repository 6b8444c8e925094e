import type { ReactNode } from 'react';
import type { Guide } from '@/content/ai-seo/types';
import { guideWordCount } from '@/lib/ai-seo/public';
import { readingMinutes } from '@/lib/reading-time';
import { Container } from '@/components/ui/section';
import { cn } from '@/components/ui/cn';
import type { ActiveSectionRule } from './guide-active-section';
import type { Crumb } from '@/content/types';
import { GuideBlocks } from './guide-blocks';
import { GuideHero } from './guide-hero';
import { GuideToc } from './guide-toc';

type GuideArticleProps = {
  guide: Guide;
  breadcrumbs: readonly Crumb[];
  toc: { rule: ActiveSectionRule; offset: number };
  /** The hub has a sticky bar under the site header, so its contents column sits lower. */
  stickyBar?: boolean;
  heroActions?: ReactNode;
  heroFigure?: ReactNode;
  /** Shown under the contents from 1024 px, where that column is sticky (the hub's expert button). */
  asideCta?: ReactNode;
};

/** A long-form guide: hero, table of contents and sections, all rendered on the server. */
export function GuideArticle({ guide, breadcrumbs, toc, stickyBar = false, heroActions, heroFigure, asideCta }: GuideArticleProps) {
  const tocItems = guide.sections.filter((section) => !section.hideFromToc).map((section) => ({ id: section.id, label: section.tocLabel ?? section.title }));
  return (
    <article>
      <GuideHero
        breadcrumbs={breadcrumbs}
        eyebrow={guide.eyebrow}
        title={guide.title}
        intro={guide.intro}
        datePublished={guide.datePublished}
        readingMinutes={readingMinutes(guideWordCount(guide))}
        actions={heroActions}
        figure={heroFigure}
      />
      <Container className="pt-6 pb-16 sm:pt-8 sm:pb-24">
        <div className="lg:grid lg:grid-cols-[14rem_minmax(0,1fr)] lg:gap-12 xl:grid-cols-[16rem_minmax(0,48rem)] xl:gap-16">
          <div className="pt-6 lg:pt-12">
            <div
              className={cn(
                'rounded-2xl border border-slate-200 bg-slate-50 p-5 lg:sticky lg:border-0 lg:bg-transparent lg:p-0',
                stickyBar ? 'lg:top-32' : 'lg:top-24',
              )}
            >
              <GuideToc items={tocItems} rule={toc.rule} offset={toc.offset} />
              {asideCta}
            </div>
          </div>
          <div className="min-w-0">
            {guide.sections.map((section) => (
              <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`} className="scroll-mt-24 pt-12">
                <h2 id={`${section.id}-title`} className="text-h2">
                  {section.title}
                </h2>
                <div className="mt-4">
                  <GuideBlocks blocks={section.blocks} />
                </div>
              </section>
            ))}
          </div>
        </div>
      </Container>
    </article>
  );
}
