import type { Thing, WithContext } from 'schema-dts';
import type { SchemaGraph } from '@/lib/seo/public';

export type JsonLdData = WithContext<Thing> | SchemaGraph;

/** Serialises structured data so that no string in it can close the script element. */
export function serializeJsonLd(data: JsonLdData): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export function JsonLd({ data }: { data: JsonLdData }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
