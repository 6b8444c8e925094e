import type { BlogPosting } from 'schema-dts';
import { blogCopy } from '@/content/blog';
import { absoluteUrl } from '@/lib/env';
import type { Post } from '@/lib/posts/client';
import { organizationId } from '@/lib/seo/schema';
import { blogPostingOverrides } from './post-seo';
import { postAuthorSchema } from '@/lib/seo/author-schema';

/** A post as a BlogPosting, crediting its author as postAuthorSchema says. */
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
    author: postAuthorSchema(post.author),
    publisher: { '@id': organizationId() },
    keywords: post.tags?.join(', '),
    // The post's own search fields, where set, win over the defaults above.
    ...blogPostingOverrides(post),
  };
}
