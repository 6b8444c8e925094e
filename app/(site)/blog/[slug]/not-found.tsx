import { PostNotFound } from '@/components/blog/post-article';

export default function PostMissing() {
  return <PostNotFound />;
}
