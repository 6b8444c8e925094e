import type { ReactNode } from 'react';
import { FloridaHeader } from '@/components/florida/florida-header';
import { FloridaFooter } from '@/components/florida/florida-footer';
import { FloatingLeadCta } from '@/components/florida/floating-lead-cta';
// The site's stylesheet, imported by each segment's layout rather than the root (app/layout.tsx).
import '../site.css';

/**
 * Landing-page chrome for paid traffic: a slim header with a logo home and a call button,
 * no site navigation, and the page's own footer.
 */
export default function FloridaLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <FloridaHeader />
      <main id="main" tabIndex={-1} className="outline-none">
        {children}
      </main>
      <FloridaFooter />
      <FloatingLeadCta />
    </>
  );
}
