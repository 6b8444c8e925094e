'use client';

import { errorCopy } from '@/content/error';
import { ErrorView, type ErrorBoundaryProps } from '@/components/layout/error-view';
import { inter, jakarta } from './fonts';
import './globals.css';

/** The last boundary: the root layout itself failed, so this renders the whole document. */
export default function GlobalError(props: ErrorBoundaryProps) {
  return (
    <html lang="en-US" className={`${inter.variable} ${jakarta.variable}`}>
      <body>
        <title>{errorCopy.title}</title>
        <ErrorView {...props} main />
      </body>
    </html>
  );
}
