import type { ReactNode } from 'react';
import { SiteChrome } from '@/components/layout/site-chrome';
// The site's stylesheet, imported by each segment's layout rather than the root (app/layout.tsx).
import '../site.css';

export default function SiteLayout({ children }: { children: ReactNode }) {
  return <SiteChrome>{children}</SiteChrome>;
}
