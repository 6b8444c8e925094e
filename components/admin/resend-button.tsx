'use client';

import { icon } from '@/components/ui/icon';
import { resendNotification } from '@/lib/leads/actions';
import { Button } from '@/components/ui/button';
import { adminCopy } from '@/content/admin';
import { resendNotificationFailure } from '@/content/admin-form-failures';
import { toastResult } from '@/components/forms/toast-result';
import { useFormAction } from '@/components/forms/use-form-action';

const RotateCwIcon = icon([["path",{"d":"M21 12a9 9 0 1 1-9-9c2.52 0 4.93 1 6.74 2.74L21 8"}],["path",{"d":"M21 3v5h-5"}]]);

const copy = adminCopy.leads.deliveries;

/** `label` names what is resent, for screen readers: "Resend e-mail for Dana Ortiz". */
export function ResendButton({ id, label }: { id: string; label: string }) {
  // On arrival: a delivered notification loses its button in the same response.
  const { formAction, pending } = useFormAction(resendNotification, {
    onArrival: true,
    failure: resendNotificationFailure,
    progressive: false,
    onResult: toastResult,
  });
  return (
    <form action={formAction} className="inline">
      <input type="hidden" name="id" value={id} />
      <Button type="submit" variant="secondary" size="sm" disabled={pending} aria-label={label}>
        <RotateCwIcon className="h-4 w-4" aria-hidden="true" /> {pending ? copy.resending : copy.resend}
      </Button>
    </form>
  );
}
