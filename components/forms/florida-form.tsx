'use client';

import { useEffect, useRef, type ReactNode } from 'react';
import { usePathname } from 'next/navigation';
import { submitFlorida } from '@/lib/leads/actions';
import type { ActionState } from '@/lib/actions';
import { LEAD_LIMITS } from '@/lib/leads/client';
import { phone } from '@/content/phone';
import { floridaFailure } from '@/content/form-failures';
import type { FloridaFormCopy } from '@/content/florida';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { TextField } from './field';
import { LimitedTextAreaField } from './limited-text-area';
import { Honeypot } from './honeypot';
import { preloadToasts } from '@/components/ui/toaster-on-demand';
import { toastResult } from './toast-result';
import { useFormAction } from './use-form-action';

function announce(state: ActionState) {
  toastResult(state);
  if (state.status === 'error') console.error('Florida form submission failed:', state.message);
}

/**
 * The Florida landing page's lead form: the card replaces it once the request is stored. The page
 * renders the two icons (`sent`, `phone`) on the server, so their drawings ship as HTML, and passes
 * the form's words (content/florida.ts).
 */
export function FloridaForm({ copy, icons }: { copy: FloridaFormCopy; icons: { sent: ReactNode; phone: ReactNode } }) {
  const { state, formAction, pending, value, error } = useFormAction(submitFlorida, { onResult: announce, failure: floridaFailure, submissionId: true, leadForm: 'florida' });
  const pathname = usePathname();
  const confirmation = useRef<HTMLDivElement>(null);

  // The card is much shorter than the form it replaces: bring it into view and to focus.
  useEffect(() => {
    if (state.status !== 'success') return;
    confirmation.current?.scrollIntoView({ block: 'center' });
    confirmation.current?.focus({ preventScroll: true });
  }, [state.status]);

  if (state.status === 'success') {
    return (
      // self-start: a grid item stretches to its row, which the form beside the copy made tall.
      <Card ref={confirmation} tabIndex={-1} className="self-start text-center outline-none" role="status">
        {icons.sent}
        <h3 className="text-h2 mt-4">{copy.success.title}</h3>
        <p className="mt-3 text-slate-600">{state.message}</p>
        <p className="mt-4 text-sm text-slate-600">
          {copy.success.callBefore}{' '}
          <a className="font-semibold whitespace-nowrap text-accent-700 underline" href={`tel:${phone.tel}`}>
            {phone.display}
          </a>{' '}
          {copy.success.callAfter}
        </p>
      </Card>
    );
  }

  return (
    <Card>
      <form action={formAction} onFocus={preloadToasts} className="relative grid gap-5 sm:grid-cols-2" noValidate>
        <input type="hidden" name="page" value={pathname} />
        <Honeypot />
        <TextField id="fl-name" label={copy.labels.fullName} name="fullName" required autoComplete="name" maxLength={LEAD_LIMITS.fullName} defaultValue={value('fullName')} error={error('fullName')} />
        <TextField id="fl-company" label={copy.labels.company} name="company" required autoComplete="organization" maxLength={LEAD_LIMITS.company} defaultValue={value('company')} error={error('company')} />
        <TextField id="fl-email" label={copy.labels.email} name="email" type="email" required autoComplete="email" maxLength={LEAD_LIMITS.email} defaultValue={value('email')} error={error('email')} />
        <TextField id="fl-phone" label={copy.labels.phone} name="phone" type="tel" required autoComplete="tel" maxLength={LEAD_LIMITS.phone} defaultValue={value('phone')} error={error('phone')} />
        <TextField
          id="fl-services"
          className="sm:col-span-2"
          label={copy.labels.services}
          name="serviceAreas"
          placeholder={copy.placeholders.services}
          maxLength={LEAD_LIMITS.serviceAreas}
          defaultValue={value('serviceAreas')}
          error={error('serviceAreas')}
        />
        <LimitedTextAreaField
          id="fl-goals"
          className="sm:col-span-2"
          label={copy.labels.goals}
          name="message"
          rows={4}
          limit={LEAD_LIMITS.message}
          defaultValue={value('message')}
          error={error('message')}
        />
        <div className="flex flex-col gap-3 sm:col-span-2 sm:flex-row sm:items-center sm:justify-between">
          <a href={`tel:${phone.tel}`} className="inline-flex items-center gap-2 text-sm font-semibold text-slate-700 hover:text-accent-700">
            {icons.phone} {copy.callPrompt} <span className="whitespace-nowrap">{phone.display}</span>
          </a>
          <Button type="submit" size="lg" disabled={pending}>
            {pending ? copy.pending : copy.submit}
          </Button>
        </div>
        {state.status === 'error' ? (
          <p role="alert" className="rounded-xl bg-red-50 p-4 font-medium text-red-800 sm:col-span-2">
            {state.title}: {state.message}
          </p>
        ) : null}
      </form>
    </Card>
  );
}
