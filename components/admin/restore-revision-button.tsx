'use client';

import { useRef } from 'react';
import { useRouter } from 'next/navigation';
import { icon } from '@/components/ui/icon';
import { restorePostRevision } from '@/lib/posts/actions';
import { fillTemplate } from '@/lib/template';
import { adminCopy } from '@/content/admin';
import { restoreRevisionFailure } from '@/content/admin-form-failures';
import { Button } from '@/components/ui/button';
import { toastResult } from '@/components/forms/toast-result';
import { useFormAction } from '@/components/forms/use-form-action';

const HistoryIcon = icon([["path",{"d":"M3 12a9 9 0 1 0 9-9 9.75 9.75 0 0 0-6.74 2.74L3 8"}],["path",{"d":"M3 3v5h5"}],["path",{"d":"M12 7v5l4 2"}]]);

const copy = adminCopy.revisions;

/**
 * Restore, after a confirmation like Delete's: the revision's text becomes the post's, and the
 * editor reopens with it. `label` names the revision for screen readers, `time` in the question.
 */
export function RestoreRevisionButton({ revisionId, label, time }: { revisionId: string; label: string; time: string }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const router = useRouter();
  const { formAction, pending } = useFormAction(restorePostRevision, {
    failure: restoreRevisionFailure,
    progressive: false,
    // On arrival: the restore re-renders the page, and this list with it.
    onArrival: true,
    onResult: (result) => {
      dialog.current?.close();
      toastResult(result);
      if (result.status === 'success') router.refresh();
    },
  });
  const titleId = `restore-title-${revisionId}`;
  return (
    <>
      <Button type="button" variant="secondary" size="sm" onClick={() => dialog.current?.showModal()} aria-label={label}>
        <HistoryIcon className="h-4 w-4" aria-hidden="true" /> {copy.restore}
      </Button>
      <dialog
        ref={dialog}
        role="alertdialog"
        aria-labelledby={titleId}
        aria-describedby={`${titleId}-body`}
        className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-2xl p-0 shadow-2xl backdrop:bg-slate-950/60"
      >
        <form action={formAction} className="p-6">
          <input type="hidden" name="revisionId" value={revisionId} />
          <h2 id={titleId} className="text-h3">
            {copy.confirm.title}
          </h2>
          <p id={`${titleId}-body`} className="mt-2 text-slate-600">
            {fillTemplate(copy.confirm.text, { time })}
          </p>
          <div className="mt-6 flex justify-end gap-3">
            <Button type="button" variant="ghost" onClick={() => dialog.current?.close()} autoFocus>
              {copy.confirm.cancel}
            </Button>
            <Button type="submit" variant="secondary" disabled={pending}>
              {pending ? copy.restoring : copy.restore}
            </Button>
          </div>
        </form>
      </dialog>
    </>
  );
}
