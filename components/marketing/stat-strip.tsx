import type { Stat } from '@/content/types';
import { cn } from '@/components/ui/cn';

/** A compact row of claims (years, clients, rating) under a hero or inside a section. */
export function StatStrip({ items, tone = 'dark', className }: { items: readonly Stat[]; tone?: 'light' | 'dark'; className?: string }) {
  return (
    <dl className={cn('grid grid-cols-2 gap-x-6 gap-y-6 sm:grid-cols-4', className)}>
      {items.map((item) => (
        <div key={item.label} className={cn('flex flex-col border-l-2 pl-4', tone === 'dark' ? 'border-accent-400/60' : 'border-accent-400')}>
          <dt className={cn('text-sm leading-5', tone === 'dark' ? 'text-slate-300' : 'text-slate-600')}>{item.label}</dt>
          <dd className={cn('order-first font-display text-3xl font-extrabold tracking-tight', tone === 'dark' ? 'text-white' : 'text-slate-900')}>
            {item.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
