import { Check } from '@/components/ui/icons';
import type { Feature } from '@/content/types';
import { Card } from '@/components/ui/card';
import { cn } from '@/components/ui/cn';
import { IconTile } from './icon-tile';

const columnClasses = {
  2: 'sm:grid-cols-2',
  3: 'sm:grid-cols-2 lg:grid-cols-3',
  4: 'sm:grid-cols-2 lg:grid-cols-4',
} as const;

type FeatureGridProps = {
  items: readonly Feature[];
  columns?: keyof typeof columnClasses;
  tone?: 'light' | 'dark';
  /** Marks each card for tests and analytics, e.g. "capability". */
  testId?: string;
};

/** Cards of icon, title, description and optional points: capabilities, benefits, add-ons, deliverables. */
export function FeatureGrid({ items, columns = 3, tone = 'light', testId }: FeatureGridProps) {
  return (
    <ul className={cn('grid gap-5 sm:gap-6', columnClasses[columns])}>
      {items.map((item) => (
        <li key={item.title} className="flex">
          <Card tone={tone} className="flex w-full flex-col" data-testid={testId}>
            {item.icon ? <IconTile icon={item.icon} tone={tone} className="mb-5" /> : null}
            {item.kicker ? (
              <p className={cn('mb-1 text-xs font-semibold tracking-widest uppercase', tone === 'light' ? 'text-accent-700' : 'text-accent-300')}>
                {item.kicker}
              </p>
            ) : null}
            <h3 className={cn('text-h3', tone === 'dark' && 'text-white')}>{item.title}</h3>
            <p className={cn('mt-2 leading-7', tone === 'light' ? 'text-slate-600' : 'text-slate-300')}>{item.description}</p>
            {item.points?.length ? (
              <ul className="mt-4 space-y-2 text-sm">
                {item.points.map((point) => (
                  <li key={point} className="flex gap-2">
                    <Check className={cn('mt-0.5 h-4 w-4 shrink-0', tone === 'light' ? 'text-accent-700' : 'text-accent-300')} aria-hidden="true" />
                    <span className={tone === 'light' ? 'text-slate-700' : 'text-slate-200'}>{point}</span>
                  </li>
                ))}
              </ul>
            ) : null}
          </Card>
        </li>
      ))}
    </ul>
  );
}
