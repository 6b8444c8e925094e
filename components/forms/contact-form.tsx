'use client';

import { usePathname } from 'next/navigation';
import { submitContact } from '@/lib/leads/actions';
import { LEAD_LIMITS } from '@/lib/leads/limits';
import { contactFailure } from '@/content/form-failures';
import { Button } from '@/components/ui/button';
import { TextAreaField, TextField } from './field';
import { Honeypot } from './honeypot';
import { preloadToasts } from '@/components/ui/toaster-on-demand';
import { toastResult } from './toast-result';
import { useFormAction } from './use-form-action';
import { icon } from '@/components/ui/icon';

const CircleCheckIcon = icon([["circle",{"cx":"12","cy":"12","r":"10"}],["path",{"d":"m16 9-5.5 5.5L8 12"}]]);
const SendIcon = icon([["path",{"d":"M14.536 21.686a.5.5 0 0 0 .937-.024l6.5-19a.496.496 0 0 0-.635-.635l-19 6.5a.5.5 0 0 0-.024.937l7.93 3.18a2 2 0 0 1 1.112 1.11z"}],["path",{"d":"m21.854 2.147-10.94 10.939"}]]);

export function ContactForm() {
  const { state, formAction, pending, value, error } = useFormAction(submitContact, { onResult: toastResult, failure: contactFailure, submissionId: true });
  const pathname = usePathname();

  return (
    <form action={formAction} onFocus={preloadToasts} className="relative grid gap-5 sm:grid-cols-2" noValidate aria-describedby="contact-form-status">
      <input type="hidden" name="page" value={pathname} />
      <Honeypot />
      <TextField label="Full Name" name="fullName" required autoComplete="name" maxLength={LEAD_LIMITS.fullName} defaultValue={value('fullName')} error={error('fullName')} />
      <TextField label="Email Address" name="email" type="email" required autoComplete="email" maxLength={LEAD_LIMITS.email} defaultValue={value('email')} error={error('email')} />
      <TextField label="Company Name" name="company" autoComplete="organization" maxLength={LEAD_LIMITS.company} defaultValue={value('company')} error={error('company')} />
      <TextField label="Phone Number" name="phone" type="tel" autoComplete="tel" maxLength={LEAD_LIMITS.phone} defaultValue={value('phone')} error={error('phone')} />
      <TextField
        className="sm:col-span-2"
        label="Website URL"
        name="serviceAreas"
        type="text"
        inputMode="url"
        autoComplete="url"
        placeholder="yourcompany.com"
        maxLength={LEAD_LIMITS.serviceAreas}
        defaultValue={value('serviceAreas')}
        error={error('serviceAreas')}
      />
      <TextAreaField
        className="sm:col-span-2"
        label="Message"
        name="message"
        rows={4}
        maxLength={LEAD_LIMITS.message}
        placeholder="What would you like to grow? Markets, services, timelines…"
        defaultValue={value('message')}
        error={error('message')}
      />
      <div className="flex flex-col gap-4 sm:col-span-2 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-slate-600">We reply within 24 hours. Required fields are marked *.</p>
        <Button type="submit" size="lg" disabled={pending}>
          <SendIcon className="h-4 w-4" /> {pending ? 'Sending...' : 'Send Message'}
        </Button>
      </div>
      <div id="contact-form-status" role="status" aria-live="polite" className="sm:col-span-2">
        {state.status === 'success' ? (
          <p className="flex items-center gap-2 rounded-xl bg-emerald-50 p-4 font-medium text-emerald-800">
            <CircleCheckIcon className="h-5 w-5" /> {state.title} {state.message}
          </p>
        ) : state.status === 'error' ? (
          <p className="rounded-xl bg-red-50 p-4 font-medium text-red-800">
            {state.title}: {state.message}
          </p>
        ) : null}
      </div>
    </form>
  );
}
