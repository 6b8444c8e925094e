import { headerCta } from '@/content/navigation';
import { ButtonLink } from '@/components/ui/button-link';
import { Container } from '@/components/ui/section';
import { Logo } from './logo';
import { DesktopNav } from './desktop-nav';
import { MobileNav } from './mobile-nav';
import { SkipLink } from './skip-link';

export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 border-b border-white/10 bg-slate-900">
      <SkipLink />
      <Container className="relative flex h-16 items-center justify-between gap-4">
        <Logo />
        <DesktopNav />
        <div className="flex items-center gap-2">
          <div className="hidden sm:block">
            <ButtonLink href={headerCta.to} size="sm">
              {headerCta.label}
            </ButtonLink>
          </div>
          <MobileNav />
        </div>
      </Container>
    </header>
  );
}
