'use client';

import { useRef } from 'react';
import { useRouter } from 'next/navigation';
import { icon } from '@/components/ui/icon';
import { deletePost } from '@/lib/posts/actions';
import { Button } from '@/components/ui/button';
import { deletePostFailure } from '@/content/admin-form-failures';
import { toastResult } from '@/components/forms/toast-result';
import { useFormAction } from '@/components/forms/use-form-action';

const Trash2Icon = icon([["path",{"d":"M10 11v6"}],["path",{"d":"M14 11v6"}],["path",{"d":"M19 6v14a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V6"}],["path",{"d":"M3 6h18"}],["path",{"d":"M8 6V4a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v2"}]]);

export function DeletePostButton({ id, title }: { id: string; title: string }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const router = useRouter();
  // On arrival: a deleted post leaves the list, and this button with it, in the same response.
  const { formAction, pending } = useFormAction(deletePost, {
    onArrival: true,
    failure: deletePostFailure,
    progressive: false,
    onResult: (result) => {
      dialog.current?.close();
      toastResult(result);
      if (result.status === 'success') router.refresh();
    },
  });

  const titleId = `delete-title-${id}`;
  return (
    <>
      <Button type="button" variant="danger" size="sm" onClick={() => dialog.current?.showModal()} aria-label={`Delete “${title}”`}>
        <Trash2Icon className="h-4 w-4" aria-hidden="true" /> Delete
      </Button>
      <dialog
        ref={dialog}
        role="alertdialog"
        aria-labelledby={titleId}
        aria-describedby={`${titleId}-body`}
        className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-2xl p-0 shadow-2xl backdrop:bg-slate-950/60"
      >
        <form action={formAction} className="p-6">
          <input type="hidden" name="id" value={id} />
          <h2 id={titleId} className="text-h3">
            Delete this post?
          </h2>
          <p id={`${titleId}-body`} className="mt-2 text-slate-600">
            Are you sure you want to delete this blog post?
          </p>
          <p className="mt-2 text-sm font-medium break-words text-slate-900">“{title}”</p>
          <div className="mt-6 flex justify-end gap-3">
            <Button type="button" variant="ghost" onClick={() => dialog.current?.close()} autoFocus>
              Cancel
            </Button>
            <Button type="submit" variant="danger" disabled={pending}>
              {pending ? 'Deleting…' : 'Delete'}
            </Button>
          </div>
        </form>
      </dialog>
    </>
  );
}
