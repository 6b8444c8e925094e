import { ArrowRight, Check, Target } from '@/components/ui/icons';
import type { ServiceCard as ServiceCardContent } from '@/content/types';
import { serviceTierLabels } from '@/content/services';
import { Card } from '@/components/ui/card';
import { cn } from '@/components/ui/cn';
import { IconTile } from './icon-tile';

function TierBadge({ tier }: { tier: ServiceCardContent['tier'] }) {
  return (
    <span
      data-testid="service-badge"
      className={cn(
        'rounded-full px-3 py-1 text-xs font-semibold tracking-wide',
        tier === 'ai-advantage' ? 'bg-slate-900 text-accent-300' : 'bg-slate-100 text-slate-700 ring-1 ring-slate-200',
      )}
    >
      {serviceTierLabels[tier]}
    </span>
  );
}

function CheckList({ items, label }: { items: readonly string[]; label: string }) {
  return (
    <div className="mt-5">
      <p className="text-xs font-semibold tracking-widest text-slate-500 uppercase">{label}</p>
      <ul className="mt-3 space-y-2.5 text-sm">
        {items.map((item) => (
          <li key={item} className="flex gap-2.5">
            <Check className="mt-0.5 h-4 w-4 shrink-0 text-accent-700" aria-hidden="true" />
            <span className="text-slate-700">{item}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * "full": the /services card (goal, description, first three features, anchor id).
 * "summary": the home page card (description, deliverables, link to the full card).
 */
export function ServiceCard({ service, variant = 'full' }: { service: ServiceCardContent; variant?: 'full' | 'summary' }) {
  const headingId = `${service.id}-title`;
  return (
    <Card
      id={variant === 'full' ? service.id : undefined}
      className="flex h-full scroll-mt-28 flex-col"
      data-testid={variant === 'full' ? 'service-card' : 'core-service-card'}
      aria-labelledby={variant === 'full' ? headingId : undefined}
      role={variant === 'full' ? 'article' : undefined}
    >
      <div className="mb-5 flex items-start justify-between gap-4">
        <IconTile icon={service.icon} />
        <TierBadge tier={service.tier} />
      </div>
      <h3 id={variant === 'full' ? headingId : undefined} className="text-h3">
        {service.title}
      </h3>
      <p className="mt-1 font-semibold text-accent-700">{service.subtitle}</p>
      {variant === 'full' ? (
        <p className="mt-4 flex gap-2.5 rounded-xl bg-slate-50 p-4 text-sm leading-6 text-slate-700">
          <Target className="mt-0.5 h-4 w-4 shrink-0 text-accent-700" aria-hidden="true" />
          <span>
            <strong className="font-semibold text-slate-900">Goal: </strong>
            {service.goal}
          </span>
        </p>
      ) : null}
      <p className="mt-4 leading-7 text-slate-600">{service.description}</p>
      {variant === 'full' ? (
        <CheckList items={service.features.slice(0, 3)} label="Key features" />
      ) : (
        <CheckList items={service.deliverables} label="Deliverables" />
      )}
      {variant === 'summary' ? (
        <a
          href={`/services#${service.id}`}
          className="mt-auto inline-flex items-center gap-1.5 pt-6 text-sm font-semibold text-slate-900 underline-offset-4 hover:text-accent-700 hover:underline"
        >
          How it works<span className="sr-only">: {service.title}</span>
          <ArrowRight className="h-4 w-4" aria-hidden="true" />
        </a>
      ) : null}
    </Card>
  );
}
