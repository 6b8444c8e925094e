'use client';

import { adminErrorCopy } from '@/content/admin-error';
import { ErrorView, type ErrorBoundaryProps } from '@/components/layout/error-view';

/** An admin screen that failed to render (the database is down, say): a retry and the dashboard. */
export default function AdminError(props: ErrorBoundaryProps) {
  return <ErrorView {...props} text={adminErrorCopy.text} home={adminErrorCopy.home} main />;
}
