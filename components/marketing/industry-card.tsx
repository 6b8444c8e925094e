import { ArrowRight, Check } from '@/components/ui/icons';
import type { IndustryCard as IndustryCardContent } from '@/content/types';
import { Card } from '@/components/ui/card';
import { IconTile } from './icon-tile';

export function IndustryCard({ industry, ctaLabel, href = '/contact' }: { industry: IndustryCardContent; ctaLabel: string; href?: string }) {
  return (
    <Card className="flex h-full flex-col" data-testid="industry-card">
      <IconTile icon={industry.icon} className="mb-5" />
      <h3 className="text-h3">{industry.title}</h3>
      <p className="mt-2 leading-7 text-slate-600">{industry.description}</p>
      <ul className="mt-4 space-y-2 text-sm">
        {industry.benefits.map((benefit) => (
          <li key={benefit} className="flex gap-2">
            <Check className="mt-0.5 h-4 w-4 shrink-0 text-accent-700" aria-hidden="true" />
            <span className="text-slate-700">{benefit}</span>
          </li>
        ))}
      </ul>
      <a
        href={href}
        className="mt-auto inline-flex items-center gap-1.5 self-start pt-6 text-sm font-semibold text-slate-900 underline-offset-4 hover:text-accent-700 hover:underline"
      >
        {ctaLabel}
        <span className="sr-only"> about {industry.title}</span>
        <ArrowRight className="h-4 w-4" aria-hidden="true" />
      </a>
    </Card>
  );
}
