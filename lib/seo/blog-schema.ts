import type { BlogPosting } from 'schema-dts';
import { blogCopy } from '@/content/blog';
import { site } from '@/content/site';
import { absoluteUrl } from '@/lib/env';
import type { Post } from '@/lib/posts/types';
import { organizationId } from '@/lib/seo/schema';
import { blogPostingOverrides } from './post-seo';

/** A post as a BlogPosting; a post by the agency itself credits the Organization node. */
export function blogPostingSchema(post: Omit<Post, 'id' | 'content' | 'published'>): BlogPosting {
  const url = absoluteUrl(`/blog/${post.slug}`);
  return {
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.excerpt,
    url,
    mainEntityOfPage: url,
    datePublished: post.createdAt,
    dateModified: post.updatedAt,
    image: absoluteUrl(post.imageUrl ?? blogCopy.defaultImage),
    author: post.author === site.name ? { '@id': organizationId() } : { '@type': 'Person', name: post.author },
    publisher: { '@id': organizationId() },
    keywords: post.tags?.join(', '),
    // The post's own search fields, where set, win over the defaults above.
    ...blogPostingOverrides(post),
  };
}
