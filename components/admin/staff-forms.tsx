'use client';

import { useState } from 'react';
import { useRouter } from 'next/navigation';
import type { ActionState } from '@/lib/actions';
import { STAFF_ROLES, type StaffRole } from '@/lib/auth/client';
import { changeStaffRole, inviteStaff, reinviteStaff, removeStaff, restoreStaff, suspendStaff, type InvitationResult } from '@/lib/staff/actions';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/forms/field';
import { toastResult } from '@/components/forms/toast-result';
import { useFormAction } from '@/components/forms/use-form-action';
import { fillTemplate } from '@/lib/template';
import { staffCopy } from '@/content/admin-staff';
import { Select } from '@/components/ui/select';
import { ConfirmActionButton } from './confirm-action-button';

const copy = staffCopy.staff;
const select = 'mt-2 block min-h-11 w-full rounded-xl border border-slate-300 bg-white px-3 text-slate-900 focus:border-accent-500';

/** The invitation link, shown once after an invitation: it is stored only as a hash. */
function InvitationLink({ result }: { result: ActionState<InvitationResult> }) {
  const [copied, setCopied] = useState(false);
  if (result.status !== 'success' || !result.data) return null;
  const { link, delivery } = result.data;
  return (
    <div role="status" className="mt-5 rounded-xl border border-emerald-200 bg-emerald-50 p-4 text-sm text-emerald-950">
      <p>
        <strong>{result.title}.</strong> {result.message} {copy.invite.delivery[delivery]}
      </p>
      <label htmlFor="invitation-link" className="mt-3 block font-semibold">
        {copy.invite.linkLabel}
      </label>
      <div className="mt-1 flex flex-wrap gap-2">
        <input id="invitation-link" readOnly value={link} className="min-h-10 min-w-0 flex-1 rounded-lg border border-emerald-300 bg-white px-3 font-mono text-xs" onFocus={(e) => e.target.select()} />
        <Button
          type="button"
          size="sm"
          variant="secondary"
          onClick={() => navigator.clipboard?.writeText(link).then(() => setCopied(true), () => setCopied(false))}
        >
          {copied ? copy.invite.copied : copy.invite.copy}
        </Button>
      </div>
    </div>
  );
}

export function InviteForm() {
  const router = useRouter();
  const { state, formAction, pending, error, value } = useFormAction(inviteStaff, {
    progressive: false,
    onResult: (result) => {
      toastResult(result);
      if (result.status === 'success') router.refresh();
    },
  });
  // After a success the fields start empty for the next person; after an error they keep what was typed.
  const kept = state.status === 'error';
  return (
    <form action={formAction} className="mt-6" noValidate key={state.status === 'success' ? state.data?.link : 'form'}>
      <div className="grid gap-4 md:grid-cols-[1fr_1fr_12rem]">
        <TextField label={copy.invite.name} name="name" id="invite-name" required maxLength={80} autoComplete="off" defaultValue={kept ? value('name') : ''} error={error('name')} />
        <TextField label={copy.invite.email} name="email" id="invite-email" type="email" required autoComplete="off" defaultValue={kept ? value('email') : ''} error={error('email')} />
        <div>
          <label htmlFor="invite-role" className="block text-sm font-semibold text-slate-900">
            {copy.invite.role}
          </label>
          <Select id="invite-role" name="role" className={select} defaultValue={(kept && value('role')) || 'contributor'}>
            {STAFF_ROLES.map((role) => (
              <option key={role} value={role}>
                {staffCopy.roles[role].label}
              </option>
            ))}
          </Select>
        </div>
      </div>
      <Button type="submit" className="mt-5" disabled={pending}>
        {pending ? copy.invite.pending : copy.invite.submit}
      </Button>
      <InvitationLink result={state} />
    </form>
  );
}

/** One action button with its hidden person id; refreshes the list after a success. */
function PersonAction({
  action,
  id,
  label,
  variant = 'ghost',
}: {
  action: (previous: ActionState, formData: FormData) => Promise<ActionState>;
  id: string;
  label: string;
  variant?: 'ghost' | 'danger' | 'secondary';
}) {
  const router = useRouter();
  const { formAction, pending } = useFormAction(action, {
    progressive: false,
    onArrival: true,
    onResult: (result) => {
      toastResult(result);
      if (result.status === 'success') router.refresh();
    },
  });
  return (
    <form action={formAction}>
      <input type="hidden" name="id" value={id} />
      <Button type="submit" size="sm" variant={variant} className={variant === 'ghost' ? 'border border-slate-300' : undefined} disabled={pending}>
        {label}
      </Button>
    </form>
  );
}

export function StaffRowActions({ person }: { person: { id: string; name: string; role: StaffRole; status: 'invited' | 'active' | 'suspended' } }) {
  const router = useRouter();
  const [link, setLink] = useState<ActionState<InvitationResult> | null>(null);
  const role = useFormAction(changeStaffRole, {
    progressive: false,
    onResult: (result) => {
      toastResult(result);
      if (result.status === 'success') router.refresh();
    },
  });
  const reinvite = useFormAction(reinviteStaff, { progressive: false, onResult: (result) => (toastResult(result), setLink(result)) });
  const names = { name: person.name };
  return (
    <div className="flex flex-col gap-3">
      <form action={role.formAction} className="flex flex-wrap items-end gap-2">
        <input type="hidden" name="id" value={person.id} />
        <div>
          <label htmlFor={`role-${person.id}`} className="sr-only">
            {fillTemplate('{action}: {name}', { action: copy.changeRole, name: person.name })}
          </label>
          <Select id={`role-${person.id}`} name="role" defaultValue={role.value('role') ?? person.role} className={`${select} mt-0 min-h-9 text-sm`}>
            {STAFF_ROLES.map((option) => (
              <option key={option} value={option}>
                {staffCopy.roles[option].label}
              </option>
            ))}
          </Select>
        </div>
        <Button type="submit" size="sm" variant="secondary" disabled={role.pending} aria-label={`${copy.saveRole}: ${person.name}`}>
          {copy.saveRole}
        </Button>
      </form>
      <div className="flex flex-wrap gap-2">
        {person.status === 'suspended' ? (
          <PersonAction action={restoreStaff} id={person.id} label={copy.restore} />
        ) : (
          <ConfirmActionButton
            action={suspendStaff}
            fields={{ id: person.id }}
            failure={copy.actionFailed}
            id={`suspend-${person.id}`}
            copy={{ ...copy.suspendDialog, title: fillTemplate(copy.suspendDialog.title, names) }}
            variant="secondary"
            trigger={{ label: copy.suspend, ariaLabel: `${copy.suspend}: ${person.name}` }}
          />
        )}
        {person.status === 'invited' ? (
          <form action={reinvite.formAction}>
            <input type="hidden" name="id" value={person.id} />
            <Button type="submit" size="sm" variant="ghost" className="border border-slate-300" disabled={reinvite.pending}>
              {copy.reinvite}
            </Button>
          </form>
        ) : null}
        <ConfirmActionButton
          action={removeStaff}
          fields={{ id: person.id }}
          failure={copy.actionFailed}
          id={`remove-${person.id}`}
          copy={{ ...copy.removeDialog, title: fillTemplate(copy.removeDialog.title, names) }}
          variant="danger"
          trigger={{ label: copy.remove, ariaLabel: `${copy.remove}: ${person.name}` }}
        />
      </div>
      {link ? <InvitationLink result={link} /> : null}
    </div>
  );
}
