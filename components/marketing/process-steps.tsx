import type { ProcessStep } from '@/content/types';
import { cn } from '@/components/ui/cn';
import { IconTile } from './icon-tile';

const columnClasses = { 3: 'md:grid-cols-3', 4: 'sm:grid-cols-2 lg:grid-cols-4' } as const;

/** A numbered sequence of steps; the order is meaningful, so it is an ordered list. */
export function ProcessSteps({ steps, tone = 'light', testId }: { steps: readonly ProcessStep[]; tone?: 'light' | 'dark'; testId?: string }) {
  const columns = steps.length >= 4 ? 4 : 3;
  return (
    <ol className={cn('grid gap-5 sm:gap-6', columnClasses[columns])}>
      {steps.map((step) => (
        <li
          key={step.number}
          data-testid={testId}
          className={cn(
            'relative flex flex-col rounded-2xl border p-6 sm:p-7',
            tone === 'light' ? 'border-slate-200 bg-white shadow-sm' : 'border-white/10 bg-white/5',
          )}
        >
          <div className="mb-5 flex items-center justify-between gap-4">
            <span
              className={cn('font-display text-4xl font-extrabold tracking-tight', tone === 'light' ? 'text-accent-700' : 'text-accent-400')}
              data-testid={testId ? `${testId}-number` : undefined}
            >
              <span className="sr-only">Step </span>
              {step.number}
            </span>
            {step.icon ? <IconTile icon={step.icon} tone={tone} /> : null}
          </div>
          <h3 className={cn('text-h3', tone === 'dark' && 'text-white')}>{step.title}</h3>
          <p className={cn('mt-2 leading-7', tone === 'light' ? 'text-slate-600' : 'text-slate-300')}>{step.description}</p>
        </li>
      ))}
    </ol>
  );
}
