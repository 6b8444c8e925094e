'use client';

import { icon } from '@/components/ui/icon';
import { restorePostRevision } from '@/lib/posts/actions';
import { fillTemplate } from '@/lib/template';
import { adminCopy } from '@/content/admin';
import { restoreRevisionFailure } from '@/content/admin-form-failures';
import { ConfirmActionButton } from './confirm-action-button';

const HistoryIcon = icon([["path",{"d":"M3 12a9 9 0 1 0 9-9 9.75 9.75 0 0 0-6.74 2.74L3 8"}],["path",{"d":"M3 3v5h5"}],["path",{"d":"M12 7v5l4 2"}]]);

const copy = adminCopy.revisions;

/**
 * Restore, after a confirmation like Delete's: the revision's text becomes the post's, and the
 * editor reopens with it. `label` names the revision for screen readers, `time` in the question.
 */
export function RestoreRevisionButton({ revisionId, label, time }: { revisionId: string; label: string; time: string }) {
  return (
    <ConfirmActionButton
      action={restorePostRevision}
      fields={{ revisionId }}
      failure={restoreRevisionFailure}
      id={`restore-${revisionId}`}
      copy={{ ...copy.confirm, text: fillTemplate(copy.confirm.text, { time }), confirm: copy.restore, pending: copy.restoring }}
      variant="secondary"
      trigger={{ label: <><HistoryIcon className="h-4 w-4" aria-hidden="true" /> {copy.restore}</>, ariaLabel: label }}
    />
  );
}
