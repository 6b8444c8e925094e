import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { site, siteCopy } from '@/content/site';
import { siteUrl, publicEnv } from '@/lib/env';
import { organizationSchema, schemaGraph, websiteSchema } from '@/lib/seo/public';
import { JsonLd } from '@/components/seo/json-ld';
import { Analytics } from '@/components/seo/analytics';
import { fontsPendingScript, inter, jakarta } from './fonts';

export const metadata: Metadata = {
  metadataBase: new URL(siteUrl),
  title: { default: siteCopy.defaultTitle, template: `%s | ${site.name}` },
  description: site.description,
  applicationName: site.name,
  authors: [{ name: site.name }],
  creator: site.name,
  formatDetection: { telephone: false },
};

export const viewport: Viewport = {
  themeColor: site.themeColor,
  colorScheme: 'light',
};

/**
 * The stylesheets (site.css, admin/admin.css) are imported by the layouts below this one, not here: Next 16.4
 * writes the CSS of the root layout's chunk group into every page's payload once more, as the
 * global error boundary's styles, and with the stylesheet inlined that was a third copy of it
 * (79 KB) in every page (docs/performance.md, "Blog cache"). So every segment's layout imports one,
 * and the boundaries that render with this layout alone (global-error.tsx, not-found.tsx) style
 * themselves or are reached only through a segment that does.
 */
export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    // suppressHydrationWarning: fontsPendingScript may have marked <html> before React hydrates it.
    <html lang="en-US" className={`${inter.variable} ${jakarta.variable}`} suppressHydrationWarning>
      <head>
        <script dangerouslySetInnerHTML={{ __html: fontsPendingScript }} />
      </head>
      <body>
        {children}
        <JsonLd data={schemaGraph(organizationSchema(), websiteSchema())} />
        {publicEnv.NEXT_PUBLIC_GA_ID ? <Analytics gaId={publicEnv.NEXT_PUBLIC_GA_ID} /> : null}
      </body>
    </html>
  );
}
