'use client';

import { errorCopy } from '@/content/error';
import { ErrorView, type ErrorBoundaryProps } from '@/components/layout/error-view';

/** An admin screen that failed to render (the database is down, say): a retry and the dashboard. */
export default function AdminError(props: ErrorBoundaryProps) {
  return <ErrorView {...props} text={errorCopy.admin.text} home={errorCopy.admin.home} main />;
}
