import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { site, siteCopy } from '@/content/site';
import { siteUrl, publicEnv } from '@/lib/env';
import { organizationSchema, schemaGraph, websiteSchema } from '@/lib/seo/public';
import { JsonLd } from '@/components/seo/json-ld';
import { Analytics } from '@/components/seo/analytics';
import { inter, jakarta } from './fonts';
import './globals.css';

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

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-US" className={`${inter.variable} ${jakarta.variable}`}>
      <body>
        {children}
        <JsonLd data={schemaGraph(organizationSchema(), websiteSchema())} />
        {publicEnv.NEXT_PUBLIC_GA_ID ? <Analytics gaId={publicEnv.NEXT_PUBLIC_GA_ID} /> : null}
      </body>
    </html>
  );
}
