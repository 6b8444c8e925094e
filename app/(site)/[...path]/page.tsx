import { notFoundMetadata } from '@/lib/seo/public';
import { redirectOrNotFound, requestPath } from '@/lib/posts/public';

/**
 * Any path no route serves: a manual redirect (an old URL of the former site) or the 404 page.
 * A catch-all runs only for unmatched paths, so live pages pay nothing; middleware would look
 * up every request. Rendered per request (the lookup itself is cached by tag), because caching
 * a page per arbitrary URL would let anyone fill the cache.
 */
export const dynamic = 'force-dynamic';

/** Every path that reaches this page ends as a redirect or a 404 (see `notFoundMetadata`). */
export const metadata = notFoundMetadata;

type Props = { params: Promise<{ path: string[] }> };

export default async function UnmatchedPath({ params }: Props) {
  return redirectOrNotFound(requestPath(...(await params).path));
}
