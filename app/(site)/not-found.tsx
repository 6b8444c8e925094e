import { NotFoundView } from '@/components/layout/not-found-view';
import { notFoundMetadata } from '@/lib/seo/public';

// Its own title: without one, an unknown address took the home page's.
export const metadata = notFoundMetadata;

export default function NotFound() {
  return <NotFoundView />;
}
