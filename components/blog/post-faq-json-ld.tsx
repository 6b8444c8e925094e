import { extractFaq } from '@/lib/geo/client';
import { faqPageSchema, schemaGraph } from '@/lib/seo/public';
import type { Post } from '@/lib/posts/client';
import { JsonLd } from '@/components/seo/json-ld';

/** FAQPage structured data for the FAQ section written in a post's markdown; nothing without one. */
export function PostFaqJsonLd({ post }: { post: Pick<Post, 'slug' | 'content'> }) {
  const items = extractFaq(post.content)?.items ?? [];
  return items.length ? <JsonLd data={schemaGraph(faqPageSchema(items, `/blog/${post.slug}`))} /> : null;
}
