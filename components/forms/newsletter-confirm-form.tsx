'use client';

import { confirmSubscription } from '@/lib/leads/actions';
import { newsletterFailure } from '@/content/form-failures';
import { newsletterCopy } from '@/content/newsletter';
import { buttonClasses } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { useFormAction } from './use-form-action';

const copy = newsletterCopy.confirm;

/** The confirm page's one button: a POST, so a mail scanner that opens the link confirms nothing. */
export function NewsletterConfirmForm({ token }: { token: string }) {
  const { state, formAction, pending } = useFormAction(confirmSubscription, { failure: newsletterFailure });
  if (state.status === 'success') {
    return (
      <div role="status" className="mt-6">
        <h2 className="text-h2 text-slate-900">{state.title}</h2>
        <p className="mt-2 text-slate-700">{state.message}</p>
      </div>
    );
  }
  return (
    <form action={formAction} className="mt-6">
      <input type="hidden" name="token" value={token} />
      <button type="submit" className={buttonClasses({ size: 'md' })} disabled={pending}>
        {pending ? copy.pending : copy.button}
      </button>
      <p role="status" aria-live="polite" className={cn('mt-3 min-h-5 text-sm text-red-700')}>
        {state.status === 'error' ? `${state.title}. ${state.message}` : ''}
      </p>
    </form>
  );
}
