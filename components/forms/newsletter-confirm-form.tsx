'use client';

import { confirmSubscription } from '@/lib/newsletter/actions';
import { newsletterFailure } from '@/content/form-failures';
import { newsletterCopy } from '@/content/newsletter';
import { buttonClasses } from '@/components/ui/button';
import { useFormAction } from './use-form-action';

const copy = newsletterCopy.confirm;

/**
 * The confirm page's prompt and its one button: a POST, so a mail scanner that opens the link
 * confirms nothing. Once confirmed, the answer replaces the whole prompt, heading included.
 */
export function NewsletterConfirmForm({ token }: { token: string }) {
  const { state, formAction, pending } = useFormAction(confirmSubscription, { failure: newsletterFailure });
  if (state.status === 'success') {
    return (
      <div role="status">
        <h1 className="text-h1 text-slate-900">{state.title}</h1>
        <p className="mt-3 text-slate-700">{state.message}</p>
      </div>
    );
  }
  return (
    <>
      <h1 className="text-h1 text-slate-900">{copy.title}</h1>
      <p className="mt-3 text-slate-700">{copy.intro}</p>
      <form action={formAction} className="mt-6">
        <input type="hidden" name="token" value={token} />
        <button type="submit" className={buttonClasses({ size: 'md' })} disabled={pending}>
          {pending ? copy.pending : copy.button}
        </button>
        <p role="status" aria-live="polite" className="mt-3 min-h-5 text-sm text-red-700">
          {state.status === 'error' ? `${state.title}. ${state.message}` : ''}
        </p>
      </form>
    </>
  );
}
