import { ArrowRight } from '@/components/ui/icons';
import type { Cta } from '@/content/types';
import { ButtonLink } from '@/components/ui/button-link';
import { NewTabHint } from '@/components/ui/new-tab-hint';

/** A row of buttons from content; the first is the primary action unless it names a variant. */
export function CtaActions({ actions, size = 'lg' }: { actions: readonly Cta[]; size?: 'md' | 'lg' }) {
  return (
    <>
      {actions.map((action, index) => {
        const external = action.href.startsWith('http');
        return (
          <ButtonLink key={action.href + action.label} href={action.href} size={size} variant={action.variant ?? (index === 0 ? 'primary' : 'outline-light')}>
            {action.label}
            {index === 0 ? <ArrowRight className="h-5 w-5" aria-hidden="true" /> : null}
            {external ? <NewTabHint /> : null}
          </ButtonLink>
        );
      })}
    </>
  );
}
