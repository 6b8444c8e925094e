'use client';

import { useRouter } from 'next/navigation';
import { removePasskey, signOutOtherSessions } from '@/lib/staff/actions';
import { Button } from '@/components/ui/button';
import { toastResult } from '@/components/forms/toast-result';
import { useFormAction } from '@/components/forms/use-form-action';
import { fillTemplate } from '@/lib/template';
import { staffCopy } from '@/content/admin-staff';

function useRefreshingAction(action: typeof removePasskey) {
  const router = useRouter();
  return useFormAction(action, {
    progressive: false,
    onArrival: true,
    onResult: (result) => {
      toastResult(result);
      if (result.status === 'success') router.refresh();
    },
  });
}

export function RemovePasskeyButton({ id, label }: { id: string; label: string }) {
  const { formAction, pending } = useRefreshingAction(removePasskey);
  const confirmText = fillTemplate(staffCopy.passkeys.removeConfirm, { label });
  return (
    <form action={formAction} onSubmit={(event) => (window.confirm(confirmText) ? undefined : event.preventDefault())}>
      <input type="hidden" name="id" value={id} />
      <Button type="submit" size="sm" variant="ghost" className="border border-slate-300" disabled={pending} aria-label={`${staffCopy.passkeys.remove}: ${label}`}>
        {staffCopy.passkeys.remove}
      </Button>
    </form>
  );
}

export function SignOutOthersButton() {
  const { formAction, pending } = useRefreshingAction(signOutOtherSessions);
  return (
    <form action={formAction}>
      <Button type="submit" variant="secondary" disabled={pending}>
        {staffCopy.account.signOutOthers}
      </Button>
    </form>
  );
}
