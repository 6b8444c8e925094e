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

/**
 * The 404 screens log the attempted path to the console (spec), at info level: a broken link is
 * not an error in the visitor's browser, and the server's access log records every 404 anyway.
 * It must be client code: Next renders a 404 raised by notFound() in the browser, from the
 * payload, and React does not run a script it inserts. It lives in this module, which every page
 * loads already: the 404 boundaries are part of every page's tree, and Turbopack gives each
 * boundary's client code a file of its own unless a page has its modules already. In a module of
 * its own this hook was one more script file on every page.
 */
export function LogMissingPath() {
  useEffect(() => {
    console.info('404: no page at', window.location.pathname);
  }, []);
  return null;
}
