'use client';

import { useId } from 'react';
import { updateLead } from '@/lib/leads/actions';
import { LEAD_NOTE_MAX, LEAD_STATUSES, type LeadStatus } from '@/lib/leads/client';
import { fillTemplate } from '@/lib/template';
import { adminCopy } from '@/content/admin';
import { updateLeadFailure } from '@/content/admin-form-failures';
import { Button } from '@/components/ui/button';
import { toastResult } from '@/components/forms/toast-result';
import { useFormAction } from '@/components/forms/use-form-action';
import { Select } from '@/components/ui/select';

const copy = adminCopy.leads.pipeline;

/** A lead's status and internal note, saved together. */
export function LeadPipelineForm({ id, name, status, note }: { id: string; name: string; status: LeadStatus; note: string }) {
  const field = useId();
  // On arrival: under a status filter, a lead that changes status leaves the list in the same response.
  const { formAction, pending, value, error } = useFormAction(updateLead, {
    onArrival: true,
    failure: updateLeadFailure,
    progressive: false,
    onResult: toastResult,
  });
  return (
    <form action={formAction} className="mt-4 grid gap-3 border-t border-slate-200 pt-4 sm:grid-cols-[10rem_minmax(0,1fr)_auto] sm:items-end">
      <input type="hidden" name="id" value={id} />
      <div>
        <label htmlFor={`${field}-status`} className="block text-xs font-semibold text-slate-900">
          {copy.status}
        </label>
        <Select
          id={`${field}-status`}
          name="status"
          defaultValue={value('status') ?? status}
          className="mt-1 block min-h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900"
        >
          {LEAD_STATUSES.map((option) => (
            <option key={option} value={option}>
              {copy.statuses[option]}
            </option>
          ))}
        </Select>
      </div>
      <div>
        <label htmlFor={`${field}-note`} className="block text-xs font-semibold text-slate-900">
          {copy.note}
        </label>
        <textarea
          id={`${field}-note`}
          name="note"
          rows={2}
          maxLength={LEAD_NOTE_MAX}
          defaultValue={value('note') ?? note}
          aria-describedby={`${field}-note-hint${error('note') ? ` ${field}-note-error` : ''}`}
          aria-invalid={error('note') ? true : undefined}
          className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900"
        />
        <p id={`${field}-note-hint`} className="mt-1 text-xs text-slate-600">
          {copy.noteHint}
        </p>
        {error('note') ? (
          <p id={`${field}-note-error`} className="mt-1 text-xs font-medium text-red-700">
            {error('note')}
          </p>
        ) : null}
      </div>
      <Button type="submit" variant="secondary" size="sm" disabled={pending} aria-label={fillTemplate(copy.saveLabel, { name })}>
        {pending ? copy.saving : copy.save}
      </Button>
    </form>
  );
}
