'use client';

import { icon } from '@/components/ui/icon';
import { deletePost } from '@/lib/posts/actions';
import { adminCopy } from '@/content/admin';
import { deletePostFailure } from '@/content/admin-form-failures';
import { fillTemplate } from '@/lib/template';
import { ConfirmActionButton } from './confirm-action-button';

const Trash2Icon = icon([["path",{"d":"M10 11v6"}],["path",{"d":"M14 11v6"}],["path",{"d":"M19 6v14a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V6"}],["path",{"d":"M3 6h18"}],["path",{"d":"M8 6V4a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v2"}]]);

const copy = adminCopy.deletePost;

export function DeletePostButton({ id, title }: { id: string; title: string }) {
  return (
    <ConfirmActionButton
      action={deletePost}
      fields={{ id }}
      failure={deletePostFailure}
      id={`delete-${id}`}
      copy={copy.confirm}
      variant="danger"
      trigger={{ label: <><Trash2Icon className="h-4 w-4" aria-hidden="true" /> {copy.button}</>, ariaLabel: fillTemplate(copy.label, { title }) }}
      detail={<p className="mt-2 text-sm font-medium break-words text-slate-900">“{title}”</p>}
    />
  );
}
