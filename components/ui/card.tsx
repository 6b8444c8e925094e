import type { ComponentProps } from 'react';
import { cn } from './cn';

type CardProps = ComponentProps<'div'> & { tone?: 'light' | 'dark'; interactive?: boolean; padded?: boolean };

/** The one card surface used across the site. */
export function Card({ tone = 'light', interactive = false, padded = true, className, ...props }: CardProps) {
  return (
    <div
      className={cn(
        'rounded-2xl border',
        padded && 'p-6 sm:p-7',
        tone === 'light' ? 'border-slate-200 bg-white shadow-sm' : 'border-white/10 bg-slate-900 text-slate-300',
        interactive && 'transition hover:-translate-y-0.5 hover:shadow-md',
        className,
      )}
      {...props}
    />
  );
}
