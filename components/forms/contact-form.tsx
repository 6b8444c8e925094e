'use client';

import type { ReactNode } from 'react';
import { usePathname } from 'next/navigation';
import { submitContact } from '@/lib/leads/actions';
import { LEAD_LIMITS } from '@/lib/leads/client';
import { contactFailure } from '@/content/form-failures';
import type { ContactFormCopy } from '@/content/contact';
import { Button } from '@/components/ui/button';
import { TextField } from './field';
import { LimitedTextAreaField } from './limited-text-area';
import { Honeypot } from './honeypot';
import { preloadToasts } from '@/components/ui/toaster-on-demand';
import { toastResult } from './toast-result';
import { useFormAction } from './use-form-action';

/** The form's fields in their order, each with the key of its label in the copy. */
const FIELDS = [
  ['fullName', 'fullName'],
  ['email', 'email'],
  ['company', 'company'],
  ['phone', 'phone'],
  ['serviceAreas', 'website'],
  ['message', 'message'],
] as const;

/**
 * The page renders the two icons (`send`, `sent`) on the server, so their drawings ship as HTML,
 * and passes the form's words (content/contact.ts).
 */
export function ContactForm({ copy, icons }: { copy: ContactFormCopy; icons: { send: ReactNode; sent: ReactNode } }) {
  const { state, formAction, pending, value, error } = useFormAction(submitContact, { onResult: toastResult, failure: contactFailure, submissionId: true, leadForm: 'contact' });
  const pathname = usePathname();
  // Several problems are listed, each linked to its field; one reads as a line.
  const problems = FIELDS.flatMap(([name, label]) => {
    const message = error(name);
    return message ? [{ name, label: copy.labels[label], message }] : [];
  });
  const listed = problems.length > 1 && Object.keys(state.fieldErrors ?? {}).every((name) => FIELDS.some(([field]) => field === name));

  return (
    <form action={formAction} onFocus={preloadToasts} className="relative grid gap-5 sm:grid-cols-2" noValidate aria-describedby="contact-form-status">
      <input type="hidden" name="page" value={pathname} />
      <Honeypot />
      <TextField label={copy.labels.fullName} name="fullName" required autoComplete="name" maxLength={LEAD_LIMITS.fullName} defaultValue={value('fullName')} error={error('fullName')} />
      <TextField label={copy.labels.email} name="email" type="email" required autoComplete="email" maxLength={LEAD_LIMITS.email} defaultValue={value('email')} error={error('email')} />
      <TextField label={copy.labels.company} name="company" autoComplete="organization" maxLength={LEAD_LIMITS.company} defaultValue={value('company')} error={error('company')} />
      <TextField label={copy.labels.phone} name="phone" type="tel" autoComplete="tel" maxLength={LEAD_LIMITS.phone} defaultValue={value('phone')} error={error('phone')} />
      <TextField
        className="sm:col-span-2"
        label={copy.labels.website}
        name="serviceAreas"
        type="text"
        inputMode="url"
        autoComplete="url"
        placeholder={copy.placeholders.website}
        maxLength={LEAD_LIMITS.serviceAreas}
        defaultValue={value('serviceAreas')}
        error={error('serviceAreas')}
      />
      <LimitedTextAreaField
        className="sm:col-span-2"
        label={copy.labels.message}
        name="message"
        rows={4}
        limit={LEAD_LIMITS.message}
        placeholder={copy.placeholders.message}
        defaultValue={value('message')}
        error={error('message')}
      />
      <div className="flex flex-col gap-4 sm:col-span-2 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-slate-600">{copy.note}</p>
        <Button type="submit" size="lg" disabled={pending}>
          {icons.send} {pending ? copy.pending : copy.submit}
        </Button>
      </div>
      <div id="contact-form-status" role="status" aria-live="polite" className="sm:col-span-2">
        {state.status === 'success' ? (
          <p className="flex items-center gap-2 rounded-xl bg-emerald-50 p-4 font-medium text-emerald-800">
            {icons.sent} {state.title} {state.message}
          </p>
        ) : state.status === 'error' && listed ? (
          <div className="rounded-xl bg-red-50 p-4 font-medium text-red-800">
            <p>{state.title}:</p>
            <ul className="mt-2 list-disc space-y-1 pl-5">
              {problems.map((problem) => (
                <li key={problem.name}>
                  <a href={`#${problem.name}`} className="underline underline-offset-2 hover:text-red-950">
                    {problem.label}
                  </a>
                  : {problem.message}
                </li>
              ))}
            </ul>
          </div>
        ) : state.status === 'error' ? (
          <p className="rounded-xl bg-red-50 p-4 font-medium text-red-800">
            {state.title}: {state.message}
          </p>
        ) : null}
      </div>
    </form>
  );
}
