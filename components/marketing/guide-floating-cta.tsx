import { MessageCircle } from '@/components/ui/icons';
import { ButtonLink } from '@/components/ui/button-link';
import { FloatingUntilVisible } from './floating-until-visible';

/**
 * A fixed contact button in the bottom-right corner that steps aside once the page's own call to
 * action (`hideWhenVisibleId`) is in view. The link and its icon are server HTML; only the
 * stepping aside is client code.
 */
export function GuideFloatingCta({ href, label, hideWhenVisibleId }: { href: string; label: string; hideWhenVisibleId: string }) {
  return (
    <FloatingUntilVisible hideWhenVisibleId={hideWhenVisibleId}>
      {/* Below 640 px it shrinks to a round icon button so it hides as little of the text as possible. */}
      <ButtonLink href={href} size="md" className="shadow-lg ring-1 shadow-slate-900/25 ring-slate-900/10 max-sm:h-14 max-sm:w-14 max-sm:px-0!">
        <MessageCircle className="h-5 w-5 sm:h-4 sm:w-4" />
        <span className="max-sm:sr-only">{label}</span>
      </ButtonLink>
    </FloatingUntilVisible>
  );
}
