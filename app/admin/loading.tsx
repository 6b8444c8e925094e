import { AdminPostListSkeleton } from '@/components/admin/post-list';
import { Container } from '@/components/ui/section';

// Only placeholders: this also shows, briefly, to visitors who are not signed in.
export default function AdminLoading() {
  return (
    <Container className="py-10 sm:py-14">
      <AdminPostListSkeleton />
    </Container>
  );
}
