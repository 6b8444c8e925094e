'use client';

import { useId } from 'react';
import { subscribeNewsletter } from '@/lib/newsletter/actions';
import { LEAD_LIMITS } from '@/lib/leads/client';
import { newsletterFailure } from '@/content/form-failures';
import { cn } from '@/components/ui/cn';
import { buttonClasses } from '@/components/ui/button';
import { Honeypot } from './honeypot';
import { useFormAction } from './use-form-action';

type Props = { source: 'footer' | 'blog'; tone?: 'light' | 'dark'; label: string };

/** The footer's "Stay ready" and the blog's "Stay Updated" sign-ups: one action, inline answers. */
export function NewsletterForm({ source, tone = 'light', label }: Props) {
  // Answered inline: the footer is on every page, and a toast library is not worth loading there.
  const { state, formAction, pending, value, error: fieldError } = useFormAction(subscribeNewsletter, { failure: newsletterFailure, leadForm: 'newsletter' });
  // Per rendering, not per source: a page may render the same form twice.
  const inputId = useId();
  const error = state.status === 'error' ? (fieldError('email') ?? state.message) : undefined;

  return (
    <form action={formAction} className="relative mt-5" noValidate>
      <input type="hidden" name="source" value={source} />
      <Honeypot />
      {/* Side by side only while the column is wide: in the footer's and sidebar's narrow columns
          from 1024 px a row leaves the input too short for its placeholder. */}
      <div className="flex flex-col gap-3 sm:flex-row lg:flex-col">
        <label htmlFor={inputId} className="sr-only">
          {label}
        </label>
        <input
          id={inputId}
          name="email"
          type="email"
          required
          autoComplete="email"
          placeholder="you@company.com"
          maxLength={LEAD_LIMITS.email}
          defaultValue={value('email')}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${inputId}-status`}
          className={cn(
            'min-h-11 w-full min-w-0 flex-1 rounded-full border px-4 text-sm',
            tone === 'dark'
              ? 'border-white/15 bg-white/5 text-white placeholder:text-slate-400'
              : 'border-slate-300 bg-white text-slate-900 placeholder:text-slate-500',
          )}
        />
        <button type="submit" className={buttonClasses({ size: 'md' })} disabled={pending}>
          {pending ? 'Subscribing…' : 'Subscribe'}
        </button>
      </div>
      <p
        id={`${inputId}-status`}
        role="status"
        aria-live="polite"
        className={cn(
          'mt-2 min-h-5 text-sm',
          error ? (tone === 'dark' ? 'text-red-300' : 'text-red-700') : tone === 'dark' ? 'text-emerald-300' : 'text-emerald-700',
        )}
      >
        {error ?? (state.status === 'success' ? state.message : '')}
      </p>
    </form>
  );
}
