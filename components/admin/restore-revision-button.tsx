'use client';

import { useRouter } from 'next/navigation';
import { History } from 'lucide-react';
import { restorePostRevision } from '@/lib/posts/actions';
import { adminCopy } from '@/content/admin';
import { restoreRevisionFailure } from '@/content/form-failures';
import { Button } from '@/components/ui/button';
import { toastResult } from '@/components/forms/toast-result';
import { useFormAction } from '@/components/forms/use-form-action';

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
        <History className="h-4 w-4" aria-hidden="true" /> {pending ? adminCopy.revisions.restoring : adminCopy.revisions.restore}
      </Button>
    </form>
  );
}
