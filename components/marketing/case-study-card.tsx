import { ArrowRight, MapPin } from '@/components/ui/icons';
import type { CaseStudy } from '@/content/types';
import { Card } from '@/components/ui/card';
import { cn } from '@/components/ui/cn';
import { toneClasses } from './tones';

/** Company, challenge, three KPIs and a link to start a similar project. */
export function CaseStudyCard({ study, headingLevel = 'h3' }: { study: CaseStudy; headingLevel?: 'h2' | 'h3' }) {
  const Heading = headingLevel;
  const tone = toneClasses[study.tone];
  return (
    <Card className="relative flex h-full flex-col overflow-hidden" data-testid="case-study-card">
      <div className={cn('absolute inset-x-0 top-0 h-1.5', tone.gradient)} aria-hidden="true" />
      <div className="flex flex-1 flex-col">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm">
          <span className={cn('rounded-full px-2.5 py-1 text-xs font-semibold ring-1', tone.soft)}>{study.industry}</span>
          <span className="inline-flex items-center gap-1 text-slate-600">
            <MapPin className="h-4 w-4" aria-hidden="true" />
            {study.location}
          </span>
        </div>
        <Heading className="text-h3 mt-4">{study.company}</Heading>
        <p className="mt-3 text-sm leading-6 text-slate-600">
          <strong className="font-semibold text-slate-900">Challenge: </strong>
          {study.challenge}
        </p>
        <dl className="mt-6 divide-y divide-slate-200 rounded-xl bg-slate-50 px-4">
          {study.kpis.map((kpi) => (
            <div key={kpi.stat} className="flex items-center gap-4 py-3" data-testid="case-study-kpi">
              <dt className="order-2 text-sm leading-5 text-slate-600">{kpi.description}</dt>
              <dd className="order-1 w-28 shrink-0 font-display text-2xl font-extrabold tracking-tight text-slate-900">{kpi.stat}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-6 flex-1 text-sm leading-6 text-slate-700">{study.blurb}</p>
        <a
          href="/contact"
          className="mt-6 inline-flex items-center gap-1.5 self-start text-sm font-semibold text-slate-900 underline-offset-4 hover:text-accent-700 hover:underline"
        >
          Discuss Your Project
          <ArrowRight className="h-4 w-4" aria-hidden="true" />
        </a>
      </div>
    </Card>
  );
}
