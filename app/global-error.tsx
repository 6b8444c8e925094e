'use client';

import { useEffect } from 'react';
import { errorCopy } from '@/content/error';
import type { ErrorBoundaryProps } from '@/components/layout/error-view';

/**
 * The last boundary: the root layout itself failed, so this renders the whole document. Its look
 * is a few rules of its own in the site's colours (app/theme.css): the site's stylesheet is not
 * the root layout's (app/layout.tsx says why), so nothing else styles this page when the server
 * renders it. Plain markup rather than
 * ErrorView: this module ships with every page and is almost never shown.
 */
const styles = `
body{margin:0;background:#0f172a;font-family:inter,"Inter Fallback",system-ui,sans-serif;-webkit-font-smoothing:antialiased}
.ge{min-height:100dvh;box-sizing:border-box;padding:96px 20px;text-align:center}
.ge h1{margin:0;color:#fff;font-family:jakarta,"Jakarta Fallback",system-ui,sans-serif;font-size:clamp(2rem,1.6rem + 2vw,3rem);line-height:1.12;font-weight:800}
.ge p{max-width:36rem;margin:16px auto 0;color:#cbd5e1;font-size:clamp(1.0625rem,1rem + .35vw,1.25rem);line-height:1.65}
.ge div{margin-top:40px;display:flex;flex-wrap:wrap;justify-content:center;gap:12px}
.ge button,.ge a{display:inline-flex;min-height:48px;align-items:center;justify-content:center;box-sizing:border-box;padding:0 28px;border-radius:9999px;font-family:inherit;font-size:16px;font-weight:600;line-height:1.5;text-decoration:none;cursor:pointer}
.ge button{border:0;background:#fbbf24;color:#020617}.ge button:hover{background:#fcd34d}
.ge a{border:1px solid rgb(255 255 255/.3);color:#fff}.ge a:hover{background:rgb(255 255 255/.1)}
.ge :focus-visible{outline:2px solid #fbbf24;outline-offset:3px}
@media (min-width:640px){.ge{padding:128px 20px}}`;

export default function GlobalError({ error, retry }: ErrorBoundaryProps) {
  useEffect(() => console.error('Page failed to render', error.digest ?? error), [error]);
  return (
    <html lang="en-US">
      <body>
        <title>{errorCopy.title}</title>
        <style>{styles}</style>
        <main id="main" className="ge">
          <h1>{errorCopy.heading}</h1>
          <p role="alert">{errorCopy.text}</p>
          <div>
            <button type="button" onClick={() => retry()}>
              {errorCopy.retry}
            </button>
            <a href={errorCopy.home.href}>{errorCopy.home.label}</a>
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
