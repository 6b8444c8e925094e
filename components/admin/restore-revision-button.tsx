'use client';

import { useRouter } from 'next/navigation';
import { icon } from '@/components/ui/icon';
import { restorePostRevision } from '@/lib/posts/actions';
import { adminCopy } from '@/content/admin';
import { restoreRevisionFailure } from '@/content/admin-form-failures';
import { Button } from '@/components/ui/button';
import { toastResult } from '@/components/forms/toast-result';
import { useFormAction } from '@/components/forms/use-form-action';

const HistoryIcon = icon([["path",{"d":"M3 12a9 9 0 1 0 9-9 9.75 9.75 0 0 0-6.74 2.74L3 8"}],["path",{"d":"M3 3v5h5"}],["path",{"d":"M12 7v5l4 2"}]]);

/** One click: the revision's text becomes the post's, and the editor reopens with it. `label` names the revision for screen readers. */
export function RestoreRevisionButton({ revisionId, label }: { revisionId: string; label: string }) {
  const router = useRouter();
  const { formAction, pending } = useFormAction(restorePostRevision, {
    failure: restoreRevisionFailure,
    progressive: false,
    // On arrival: the restore re-renders the page, and this list with it.
    onArrival: true,
    onResult: (result) => {
      toastResult(result);
      if (result.status === 'success') router.refresh();
    },
  });
  return (
    <form action={formAction}>
      <input type="hidden" name="revisionId" value={revisionId} />
      <Button type="submit" variant="secondary" size="sm" disabled={pending} aria-label={label}>
        <HistoryIcon className="h-4 w-4" aria-hidden="true" /> {pending ? adminCopy.revisions.restoring : adminCopy.revisions.restore}
      </Button>
    </form>
  );
}
