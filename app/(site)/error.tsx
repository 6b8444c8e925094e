'use client';

import { ErrorView, type ErrorBoundaryProps } from '@/components/layout/error-view';

/** A public page that failed to render, inside the site's header and footer. */
export default function SiteError(props: ErrorBoundaryProps) {
  return <ErrorView {...props} />;
}
