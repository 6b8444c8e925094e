'use client';

import { useRouter } from 'next/navigation';
import { addRedirect, removeRedirect } from '@/lib/posts/actions';
import { adminCopy } from '@/content/admin';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/forms/field';
import { toastResult } from '@/components/forms/toast-result';
import { useFormAction } from '@/components/forms/use-form-action';

const copy = adminCopy.redirects;

export function RedirectForm() {
  const router = useRouter();
  const { formAction, pending, value, error } = useFormAction(addRedirect, {
    onResult: (result) => {
      toastResult(result);
      if (result.status === 'success') router.refresh();
    },
  });
  // React resets the form after each submission; a refusal sends back what was typed.
  return (
    <form action={formAction} className="grid gap-4 md:grid-cols-[1fr_1fr_auto] md:items-start" noValidate>
      <TextField label={copy.source} name="source" placeholder="/old-page" defaultValue={value('source')} error={error('source')} required />
      <TextField label={copy.target} name="target" placeholder="/blog/new-post" hint={copy.targetHint} defaultValue={value('target')} error={error('target')} required />
      <Button type="submit" disabled={pending} className="md:mt-7">
        {pending ? copy.adding : copy.add}
      </Button>
    </form>
  );
}

export function RemoveRedirectButton({ source }: { source: string }) {
  const router = useRouter();
  const { formAction, pending } = useFormAction(removeRedirect, {
    onArrival: true,
    onResult: (result) => {
      toastResult(result);
      if (result.status === 'success') router.refresh();
    },
  });
  return (
    <form action={formAction}>
      <input type="hidden" name="source" value={source} />
      <Button type="submit" variant="ghost" size="sm" disabled={pending} aria-label={`${copy.remove} ${source}`}>
        {copy.remove}
      </Button>
    </form>
  );
}
