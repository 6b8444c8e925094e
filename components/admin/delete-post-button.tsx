'use client';

import { useRef, useTransition } from 'react';
import { useRouter } from 'next/navigation';
import { Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import { deletePost } from '@/lib/posts/actions';
import { Button } from '@/components/ui/button';

export function DeletePostButton({ id, title }: { id: string; title: string }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [pending, startTransition] = useTransition();
  const router = useRouter();

  function confirmDelete() {
    const form = new FormData();
    form.set('id', id);
    startTransition(async () => {
      const result = await deletePost({ status: 'idle' }, form).catch(() => null);
      dialog.current?.close();
      if (result?.status === 'success') {
        toast.success('Success', { description: 'Blog post deleted successfully' });
        router.refresh();
      } else {
        toast.error('Error', { description: 'Failed to delete blog post' });
      }
    });
  }

  const titleId = `delete-title-${id}`;
  return (
    <>
      <Button type="button" variant="danger" size="sm" onClick={() => dialog.current?.showModal()} aria-label={`Delete “${title}”`}>
        <Trash2 className="h-4 w-4" aria-hidden="true" /> Delete
      </Button>
      <dialog
        ref={dialog}
        role="alertdialog"
        aria-labelledby={titleId}
        aria-describedby={`${titleId}-body`}
        className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-2xl p-0 shadow-2xl backdrop:bg-slate-950/60"
      >
        <div className="p-6">
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
            <Button type="button" variant="danger" onClick={confirmDelete} disabled={pending}>
              {pending ? 'Deleting…' : 'Delete'}
            </Button>
          </div>
        </div>
      </dialog>
    </>
  );
}
