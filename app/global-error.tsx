'use client';

import { useEffect } from 'react';
import { errorCopy } from '@/content/error';
import type { ErrorBoundaryProps } from '@/components/layout/error-view';
import { inter, jakarta } from './fonts';
import './globals.css';

/**
 * The last boundary: the root layout itself failed, so this renders the whole document. The
 * error screen's look in plain markup rather than ErrorView: this module ships with every page
 * and is almost never shown, so it carries no shared components of its own.
 */
export default function GlobalError({ error, retry }: ErrorBoundaryProps) {
  useEffect(() => console.error('Page failed to render', error.digest ?? error), [error]);
  const button = 'inline-flex min-h-12 items-center justify-center rounded-full px-7 text-base font-semibold';
  return (
    <html lang="en-US" className={`${inter.variable} ${jakarta.variable}`}>
      <body>
        <title>{errorCopy.title}</title>
        <main id="main" className="min-h-dvh bg-slate-900 px-5 py-24 text-center sm:py-32">
          <h1 className="text-h1 text-white">{errorCopy.heading}</h1>
          <p role="alert" className="text-lead mx-auto mt-4 max-w-xl text-slate-300">
            {errorCopy.text}
          </p>
          <div className="mt-10 flex flex-wrap justify-center gap-3">
            <button type="button" className={`${button} bg-accent-400 text-slate-950 hover:bg-accent-300`} onClick={() => retry()}>
              {errorCopy.retry}
            </button>
            <a href={errorCopy.home.href} className={`${button} border border-white/30 text-white hover:bg-white/10`}>
              {errorCopy.home.label}
            </a>
          </div>
        </main>
      </body>
    </html>
  );
}
