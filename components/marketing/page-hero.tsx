import type { ReactNode } from 'react';
import { Container } from '@/components/ui/section';
import { BandBackdrop } from './band-backdrop';

type PageHeroProps = {
  eyebrow?: string;
  title: ReactNode;
  intro?: ReactNode;
  actions?: ReactNode;
  children?: ReactNode;
  size?: 'lg' | 'md';
};

/** The dark opening band of a page: eyebrow, h1, intro and calls to action. */
export function PageHero({ eyebrow, title, intro, actions, children, size = 'md' }: PageHeroProps) {
  return (
    <section className="relative isolate overflow-hidden bg-slate-900">
      <BandBackdrop glow="top-right" />
      <Container className={size === 'lg' ? 'py-20 sm:py-28' : 'py-16 sm:py-20'}>
        <div className="max-w-3xl">
          {eyebrow ? <p className="mb-4 text-sm font-semibold tracking-widest text-accent-400 uppercase">{eyebrow}</p> : null}
          <h1 className={`${size === 'lg' ? 'text-display' : 'text-h1'} text-white`}>{title}</h1>
          {intro ? <p className="text-lead mt-6 text-slate-300">{intro}</p> : null}
          {actions ? <div className="mt-9 flex flex-wrap gap-3">{actions}</div> : null}
        </div>
        {children}
      </Container>
    </section>
  );
}
