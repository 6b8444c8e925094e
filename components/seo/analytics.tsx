/**
 * GA4, only when NEXT_PUBLIC_GA_ID is set: two plain script tags, so no loader code (next/script)
 * ships with every page. The queue is defined first; the async library drains it when it arrives,
 * never blocking the first paint. The id is validated as G-XXXXXXX (lib/env.ts), safe inside a script.
 */
export function Analytics({ gaId }: { gaId: string }) {
  const init = `window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}gtag('js',new Date());gtag('config',${JSON.stringify(gaId)});`;
  return (
    <>
      <script id="ga4-init" dangerouslySetInnerHTML={{ __html: init }} />
      <script async src={`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(gaId)}`} />
    </>
  );
}
