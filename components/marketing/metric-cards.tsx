import type { Metric } from '@/content/types';
import { Card } from '@/components/ui/card';

/** Headline figures: a large value, its label and one line of context. */
export function MetricCards({ items }: { items: readonly Metric[] }) {
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
      {items.map((item) => (
        <li key={item.label} className="flex">
          <Card className="relative w-full overflow-hidden" data-testid="metric-card">
            <span className="absolute inset-x-0 top-0 h-1 bg-gradient-to-r from-accent-400 to-accent-500" aria-hidden="true" />
            <p className="font-display text-5xl font-extrabold tracking-tight text-slate-900" data-testid="metric-value">
              {item.value}
            </p>
            <p className="mt-2 text-sm font-semibold tracking-widest text-accent-700 uppercase">{item.label}</p>
            <p className="mt-3 text-sm leading-6 text-slate-600">{item.description}</p>
          </Card>
        </li>
      ))}
    </ul>
  );
}
