import { Phone } from '@/components/ui/icons';
import { site } from '@/content/site';
import { floridaPage } from '@/content/florida';
import { Logo } from '@/components/layout/logo';
import { ButtonLink } from '@/components/ui/button-link';
import { Container } from '@/components/ui/section';
import { SkipLink } from '@/components/layout/skip-link';

/**
 * The landing page's slim header: a logo home and a call button. No site navigation, so
 * paid visitors stay on the offer.
 */
export function FloridaHeader() {
  return (
    <header className="border-b border-white/10 bg-slate-900">
      <SkipLink />
      <Container className="flex h-16 items-center justify-between gap-4">
        <Logo />
        <div className="flex items-center gap-4">
          <p className="hidden text-sm text-slate-300 md:block">{floridaPage.header.callLabel}</p>
          <ButtonLink href={`tel:${site.phone.tel}`} size="sm" data-testid="header-call">
            <Phone className="h-4 w-4" aria-hidden="true" />
            Call<span className="max-sm:sr-only"> {site.phone.display}</span>
          </ButtonLink>
        </div>
      </Container>
    </header>
  );
}
