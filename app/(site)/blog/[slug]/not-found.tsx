import { PostNotFound } from '@/components/blog/post-article';
import { postNotFoundMetadata } from '@/lib/seo/public';

export const metadata = postNotFoundMetadata;

export default function PostMissing() {
  return <PostNotFound />;
}
