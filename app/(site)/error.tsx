'use client';

import { usePathname } from 'next/navigation';
import { errorCopy } from '@/content/error';
import { ErrorView, type ErrorBoundaryProps } from '@/components/layout/error-view';

/**
 * A public page that failed to render, inside the site's header and footer. The blog's routes
 * say the blog's own words (spec: 'Failed to load blog posts…') when its data source cannot be
 * reached. One boundary for both: each error.tsx is a chunk that every page under it loads.
 */
export default function SiteError(props: ErrorBoundaryProps) {
  const blog = /^\/blog(\/|$)/.test(usePathname() ?? '');
  return blog ? <ErrorView {...props} heading={errorCopy.blog.heading} text={errorCopy.blog.text} /> : <ErrorView {...props} />;
}
