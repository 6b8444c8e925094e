import type { ReactNode } from 'react';
import { site } from '@/content/site';
import { formatPublicDate } from '@/lib/format';
import { Container } from '@/components/ui/section';
import { cn } from '@/components/ui/cn';
import { BandBackdrop } from './band-backdrop';
import type { Crumb } from '@/content/types';
import { GuideBreadcrumb } from './guide-breadcrumb';

type GuideHeroProps = {
  breadcrumbs: readonly Crumb[];
  eyebrow: string;
  title: string;
  intro: string;
  datePublished: string;
  readingMinutes: number;
  actions?: ReactNode;
  /** An illustration shown beside the text on wide screens. */
  figure?: ReactNode;
};

/**
 * The dark opening of a guide: breadcrumb, h1, intro and byline. It shares PageHero's look;
 * guides need the breadcrumb above the title and a byline, which PageHero has no slot for.
 */
export function GuideHero({ breadcrumbs, eyebrow, title, intro, datePublished, readingMinutes, actions, figure }: GuideHeroProps) {
  return (
    <header className="relative isolate overflow-hidden bg-slate-900">
      <BandBackdrop glow="top-right" />
      <Container className="py-10 sm:py-14">
        <GuideBreadcrumb items={breadcrumbs} />
        <div className={cn('mt-8 sm:mt-10', figure ? 'grid items-center gap-10 lg:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)]' : undefined)}>
          <div className="max-w-3xl">
            <p className="mb-4 text-sm font-semibold tracking-widest text-accent-400 uppercase">{eyebrow}</p>
            <h1 className="text-h1 text-white">{title}</h1>
            <p className="text-lead mt-6 text-slate-300">{intro}</p>
            <p className="mt-6 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-300">
              <span className="w-full sm:w-auto">
                By <span className="font-semibold text-white">{site.founder.name}</span>, {site.founder.role}
              </span>
              <span aria-hidden="true" className="hidden sm:inline">
                ·
              </span>
              <span>
                Published <time dateTime={datePublished}>{formatPublicDate(datePublished)}</time>
              </span>
              <span aria-hidden="true">·</span>
              <span>{readingMinutes} min read</span>
            </p>
            {actions ? <div className="mt-8 flex flex-wrap gap-3">{actions}</div> : null}
          </div>
          {figure}
        </div>
      </Container>
    </header>
  );
}
