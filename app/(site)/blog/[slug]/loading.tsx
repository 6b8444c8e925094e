import { blogCopy } from '@/content/blog';
import { Container } from '@/components/ui/section';

/**
 * The post's skeleton, at least a screen tall: when a paint falls between it and the streamed
 * post (the cached HTML keeps that order), the footer stays below the fold in both, so nothing
 * visible moves (a shorter skeleton let the footer jump: CLS 0.109).
 */
export default function PostLoading() {
  return (
    <div role="status" aria-label={blogCopy.loadingPost} className="min-h-dvh">
      <div className="bg-slate-900">
        <Container className="max-w-4xl space-y-5 py-20">
          <div className="h-4 w-28 animate-pulse rounded bg-white/10" />
          <div className="h-10 w-4/5 animate-pulse rounded bg-white/15" />
          <div className="h-5 w-full animate-pulse rounded bg-white/10" />
          <div className="h-5 w-2/3 animate-pulse rounded bg-white/10" />
        </Container>
      </div>
      <Container className="max-w-4xl space-y-4 py-14">
        {Array.from({ length: 8 }, (_, i) => (
          <div key={i} className="h-4 animate-pulse rounded bg-slate-200" style={{ width: `${70 + ((i * 37) % 30)}%` }} />
        ))}
      </Container>
    </div>
  );
}
