'use client';

import { useRef, type ReactNode } from 'react';
import { useRouter } from 'next/navigation';
import type { ActionState } from '@/lib/actions';
import { Button } from '@/components/ui/button';
import { toastResult } from '@/components/forms/toast-result';
import { useFormAction } from '@/components/forms/use-form-action';

type Copy = { title: string; text: string; cancel: string; confirm: string; pending: string };

type Props = {
  /** The server action, and the hidden fields that name what it acts on. */
  action: (previous: ActionState, formData: FormData) => Promise<ActionState>;
  fields: Record<string, string>;
  /** What the dialog says when the request fails on the way (content/admin-form-failures.ts). */
  failure: { readonly title: string; readonly message: string };
  /** A unique id for the dialog's labels. */
  id: string;
  copy: Copy;
  /** The button that opens the dialog, and the confirm button's look. */
  trigger: { label: ReactNode; ariaLabel: string };
  variant: 'danger' | 'secondary';
  /** Shown under the question, e.g. the post's title. */
  detail?: ReactNode;
};

/**
 * A button that asks before it acts: a modal alert dialog whose Cancel has the focus, then the
 * action, its result as a toast and the page refreshed. Delete and Restore share it.
 */
export function ConfirmActionButton({ action, fields, failure, id, copy, trigger, variant, detail }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const router = useRouter();
  const { formAction, pending } = useFormAction(action, {
    failure,
    progressive: false,
    // On arrival: the action re-renders the page, which may remove this button with it.
    onArrival: true,
    onResult: (result) => {
      dialog.current?.close();
      toastResult(result);
      if (result.status === 'success') router.refresh();
    },
  });
  const titleId = `${id}-title`;
  return (
    <>
      <Button type="button" variant={variant} size="sm" onClick={() => dialog.current?.showModal()} aria-label={trigger.ariaLabel}>
        {trigger.label}
      </Button>
      <dialog
        ref={dialog}
        role="alertdialog"
        aria-labelledby={titleId}
        aria-describedby={`${titleId}-body`}
        className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-2xl p-0 shadow-2xl backdrop:bg-slate-950/60"
      >
        <form action={formAction} className="p-6">
          {Object.entries(fields).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <h2 id={titleId} className="text-h3">
            {copy.title}
          </h2>
          <p id={`${titleId}-body`} className="mt-2 text-slate-600">
            {copy.text}
          </p>
          {detail}
          <div className="mt-6 flex justify-end gap-3">
            <Button type="button" variant="ghost" onClick={() => dialog.current?.close()} autoFocus>
              {copy.cancel}
            </Button>
            <Button type="submit" variant={variant} disabled={pending}>
              {pending ? copy.pending : copy.confirm}
            </Button>
          </div>
        </form>
      </dialog>
    </>
  );
}
