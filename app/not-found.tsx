import { Logo } from '@/components/layout/logo';
import { NotFoundView } from '@/components/layout/not-found-view';
import { Container } from '@/components/ui/section';
import { notFoundMetadata } from '@/lib/seo/public';

export const metadata = notFoundMetadata;

/**
 * The 404 of routes outside the site's chrome (/florida, the admin). The public site's unknown
 * addresses get `app/(site)/not-found.tsx`, inside the full header and footer. This boundary is
 * part of every page's tree, so its client code ships everywhere: it keeps to the logo (no
 * navigation islands, no newsletter form), which kept /florida from loading the site header's code.
 * It imports no stylesheet (app/layout.tsx says why): it is shown inside a layout that does
 * (app/admin/not-found.tsx puts the editor's 404 inside the admin's).
 */
export default function NotFound() {
  return (
    // Dark to the bottom of the window: there is no footer below the 404 here.
    <div className="min-h-dvh bg-slate-900">
      <header className="border-b border-white/10">
        <Container className="flex h-16 items-center">
          <Logo />
        </Container>
      </header>
      <main id="main" tabIndex={-1} className="outline-none">
        <NotFoundView />
      </main>
    </div>
  );
}
