'use client';

import { useActionState } from 'react';
import { RotateCw } from 'lucide-react';
import { toast } from 'sonner';
import type { ActionState } from '@/lib/actions';
import { resendNotification } from '@/lib/leads/admin-actions';
import { Button } from '@/components/ui/button';

const initial: ActionState = { status: 'idle' };

export function ResendButton({ id, label }: { id: string; label: string }) {
  const [, action, pending] = useActionState(async (previous: ActionState, formData: FormData) => {
    const result = await resendNotification(previous, formData);
    if (result.status === 'success') toast.success(result.title, { description: result.message });
    else if (result.status === 'error') toast.error(result.title, { description: result.message });
    return result;
  }, initial);
  return (
    <form action={action} className="inline">
      <input type="hidden" name="id" value={id} />
      <Button type="submit" variant="secondary" size="sm" disabled={pending} aria-label={`Resend ${label}`}>
        <RotateCw className="h-4 w-4" aria-hidden="true" /> {pending ? 'Resending…' : 'Resend'}
      </Button>
    </form>
  );
}
