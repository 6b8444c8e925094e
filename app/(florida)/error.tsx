'use client';

import { ErrorView, type ErrorBoundaryProps } from '@/components/layout/error-view';

/** The landing page failed to render: its own slim header and footer stay, with the call button. */
export default function FloridaError(props: ErrorBoundaryProps) {
  return <ErrorView {...props} />;
}
