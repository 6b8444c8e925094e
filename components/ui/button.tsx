import type { ComponentProps, ReactNode } from 'react';
import { cn } from './cn';

type Variant = 'primary' | 'secondary' | 'ghost' | 'outline-light' | 'danger';
type Size = 'sm' | 'md' | 'lg';

const base =
  'inline-flex items-center justify-center gap-2 rounded-full font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-60 whitespace-nowrap';

const variants: Record<Variant, string> = {
  primary: 'bg-accent-400 text-slate-950 hover:bg-accent-300 focus-visible:outline-accent-400',
  secondary: 'bg-slate-900 text-white hover:bg-slate-700 focus-visible:outline-slate-900',
  ghost: 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
  'outline-light': 'border border-white/30 text-white hover:bg-white/10 focus-visible:outline-white',
  danger: 'bg-red-700 text-white hover:bg-red-800 focus-visible:outline-red-700',
};

const sizes: Record<Size, string> = {
  sm: 'min-h-9 px-4 text-sm',
  md: 'min-h-11 px-5 text-sm',
  lg: 'min-h-12 px-7 text-base',
};

export function buttonClasses({ variant = 'primary', size = 'md', className }: { variant?: Variant; size?: Size; className?: string } = {}) {
  return cn(base, variants[variant], sizes[size], className);
}

export type Common = { variant?: Variant; size?: Size; className?: string; children: ReactNode };

export function Button({ variant, size, className, ...props }: Common & ComponentProps<'button'>) {
  return <button className={buttonClasses({ variant, size, className })} {...props} />;
}
