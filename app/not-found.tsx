import type { Metadata } from 'next';
import { SiteChrome } from '@/components/layout/site-chrome';
import { NotFoundView } from '@/components/layout/not-found-view';
import { notFoundCopy } from '@/content/not-found';

export const metadata: Metadata = {
  title: notFoundCopy.title,
  robots: { index: false, follow: true },
};

export default function NotFound() {
  return (
    <SiteChrome>
      <NotFoundView />
    </SiteChrome>
  );
}
