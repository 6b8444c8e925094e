import { MessageCircle } from '@/components/ui/icons';
import { ButtonLink } from '@/components/ui/button-link';
import { FloatingUntilVisible } from './floating-until-visible';

type CtaProps = { href: string; label: string };

/**
 * The guide's contact button, in two places by width. Below 1024 px it is fixed in the bottom-right
 * corner and steps aside once the page's own call to action (`hideWhenVisibleId`) is in view. From
 * 1024 px the article's text reaches the right edge, and a fixed box anywhere sat on some of it, so
 * there it rides in the sticky contents column instead (`GuideAsideCta`): it follows the reader
 * and, being in its own column, can never cover a word, with or without JavaScript.
 */
export function GuideFloatingCta({ href, label, hideWhenVisibleId }: CtaProps & { hideWhenVisibleId: string }) {
  return (
    <FloatingUntilVisible hideWhenVisibleId={hideWhenVisibleId} className="lg:hidden">
      {/* Below 640 px it shrinks to a round icon button so it hides as little of the text as possible. */}
      <ButtonLink href={href} size="md" className="shadow-lg ring-1 shadow-slate-900/25 ring-slate-900/10 max-sm:h-14 max-sm:w-14 max-sm:px-0!">
        <MessageCircle className="h-5 w-5 sm:h-4 sm:w-4" />
        <span className="max-sm:sr-only">{label}</span>
      </ButtonLink>
    </FloatingUntilVisible>
  );
}

/** The same button from 1024 px, under the guide's contents (see `GuideArticle`'s `asideCta`). */
export function GuideAsideCta({ href, label }: CtaProps) {
  return (
    <ButtonLink href={href} size="md" className="mt-8 shadow-md max-lg:hidden">
      <MessageCircle className="h-4 w-4" />
      {label}
    </ButtonLink>
  );
}
