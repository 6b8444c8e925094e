import type { ReactNode } from 'react';
import type { CtaBlock } from '@/content/types';
import { Container } from '@/components/ui/section';
import { BandBackdrop } from './band-backdrop';
import { CtaActions } from './cta-actions';

/**
 * The dark closing band most pages end on. The first two actions are buttons; any further
 * ones become a row of text links, so a band never turns into a wall of buttons.
 * `children` (optional) closes the band, e.g. a row of platform badges.
 */
export function CtaBand({ block, id = 'cta-heading', children }: { block: CtaBlock; id?: string; children?: ReactNode }) {
  const buttons = block.actions.slice(0, 2);
  const links = block.actions.slice(2);
  return (
    <section aria-labelledby={id} className="relative isolate overflow-hidden bg-slate-900 py-16 sm:py-20">
      <BandBackdrop glow="bottom-center" />
      <Container className="text-center">
        <h2 id={id} className="text-h2 mx-auto max-w-2xl text-balance text-white">
          {block.title}
        </h2>
        <p className="text-lead mx-auto mt-4 max-w-2xl text-slate-300">{block.intro}</p>
        <div className="mt-9 flex flex-wrap justify-center gap-3">
          <CtaActions actions={buttons} />
        </div>
        {links.length ? (
          <ul className="mt-8 flex flex-wrap justify-center gap-x-6 gap-y-3 text-sm">
            {links.map((link) => (
              <li key={link.href}>
                <a href={link.href} className="font-semibold text-slate-200 underline decoration-accent-400/70 underline-offset-4 hover:text-accent-300">
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        ) : null}
        {children}
      </Container>
    </section>
  );
}
