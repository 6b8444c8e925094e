import type { ComponentProps, ReactNode } from 'react';
import { cn } from './cn';

export function Container({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('mx-auto w-full max-w-6xl px-5 sm:px-8', className)} {...props} />;
}

type Tone = 'light' | 'muted' | 'dark';
const tones: Record<Tone, string> = {
  light: 'bg-white',
  muted: 'bg-slate-50',
  dark: 'bg-slate-900 text-slate-300 [&_h2]:text-white [&_h3]:text-white',
};

export function Section({ tone = 'light', className, children, ...props }: ComponentProps<'section'> & { tone?: Tone }) {
  return (
    <section className={cn('py-16 sm:py-24', tones[tone], className)} {...props}>
      <Container>{children}</Container>
    </section>
  );
}

/** Eyebrow, heading and intro that open most sections. tone="dark" for use inside a dark Section. */
export function SectionHeader({ eyebrow, title, intro, align = 'left', id, tone = 'light' }: { eyebrow?: string; title: ReactNode; intro?: ReactNode; align?: 'left' | 'center'; id?: string; tone?: 'light' | 'dark' }) {
  return (
    <div className={cn('mb-10 max-w-3xl sm:mb-14', align === 'center' && 'mx-auto text-center')}>
      {eyebrow ? <p className={cn('mb-3 text-sm font-semibold tracking-widest uppercase', tone === 'dark' ? 'text-accent-400' : 'text-accent-700')}>{eyebrow}</p> : null}
      <h2 id={id} className="text-h2">{title}</h2>
      {intro ? <p className={cn('mt-4 text-lead', tone === 'dark' ? 'text-slate-300' : 'text-slate-600')}>{intro}</p> : null}
    </div>
  );
}
